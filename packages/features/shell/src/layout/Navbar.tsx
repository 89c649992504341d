import { ButtonLink } from '@tonearm/ui';
import { Link } from 'react-aria-components';
import { useBootstrapData } from '../bootstrap';
import { useTrans } from '../i18n';
import { SiteMenu } from '../site-menus';
import { DeferredUserMenu } from '../user-menu';
import { SiteLogo } from './SiteLogo';
import type { ShellSlots } from './shell-slots';

/** The menu position the navbar shows where no sidebar is: guests, 769–1023 px, or with the sidebar collapsed. */
export const NAVBAR_MENU_POSITION = 'sidebar-primary';

export interface NavbarProps {
  /** Parts other features add; the notification bell shows for signed-in users. */
  slots?: ShellSlots;
}

/**
 * The top bar (doc 000 §2; heights md 64, sm 54, xs 48): the logo, the primary menu, the search, then the
 * notification bell and the user menu for a signed-in user, or Register (when registration is on) and Login for a guest.
 */
export function Navbar({ slots = {} }: NavbarProps) {
  const { user, settings } = useBootstrapData();
  const { trans } = useTrans();
  const registrationEnabled = !settings.registration?.disable;

  return (
    <header className="sticky top-[var(--cookie-notice-top,0px)] z-30 border-border border-b bg-background/95 backdrop-blur">
      <nav
        aria-label={trans('Main')}
        className="flex h-12 items-center gap-4 px-4 sm:h-[54px] md:h-16 md:px-6"
      >
        <Link
          href="/"
          className="flex shrink-0 items-center rounded-ui outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
          aria-label={trans(':name home', { name: settings.branding.site_name })}
        >
          <SiteLogo />
        </Link>
        <SiteMenu
          position={NAVBAR_MENU_POSITION}
          label={trans('Primary')}
          // A listener's sidebar, where it shows, hides this menu: it lists the same links.
          className="max-[769px]:hidden"
        />
        {slots.search && (
          <div className="flex min-w-0 flex-1 justify-end min-[769px]:justify-center">{slots.search}</div>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              {slots.notificationBell}
              <DeferredUserMenu user={user} />
            </>
          ) : (
            <>
              {registrationEnabled ? (
                <ButtonLink href="/register" variant="ghost" size="sm">
                  {trans('Register')}
                </ButtonLink>
              ) : null}
              <ButtonLink href="/login" variant="ghost" size="sm">
                {trans('Login')}
              </ButtonLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
