import { DeferredUserMenu, SiteLogo, useBootstrapData, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, Icon } from '@tonearm/ui';
import type { AdminSlots } from './admin-slots';

export interface AdminTopBarProps {
  slots: AdminSlots;
  /** Opens the navigation drawer; the button shows on screens 768 px wide or less. */
  onOpenNavigation: () => void;
}

/** The admin area's top bar: the drawer's button on small screens, a link to the site, the bell and the user menu. */
export function AdminTopBar({ slots, onOpenNavigation }: AdminTopBarProps) {
  const { trans } = useTrans();
  const { user, settings } = useBootstrapData();
  return (
    <header className="sticky top-0 z-30 flex h-12 shrink-0 items-center gap-2 border-border border-b bg-background/95 px-3 backdrop-blur sm:h-[54px] md:h-16 md:px-6">
      <Button
        variant="ghost"
        isIconOnly
        aria-label={trans('Open navigation')}
        onPress={onOpenNavigation}
        className="min-[769px]:hidden"
      >
        <Icon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
      </Button>
      <ButtonLink
        href="/"
        variant="ghost"
        aria-label={trans(':name home', { name: settings.branding.site_name })}
      >
        <SiteLogo />
      </ButtonLink>
      <div className="ml-auto flex items-center gap-2">
        {user ? (
          <>
            {slots.notificationBell}
            <DeferredUserMenu user={user} />
          </>
        ) : null}
      </div>
    </header>
  );
}
