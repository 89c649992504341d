import { useBootstrapData } from '../bootstrap';
import { useTrans } from '../i18n';
import { DeferredLanguageSelector } from '../language/DeferredLanguageSelector';
import { SiteMenu } from '../site-menus';
import { ThemeToggle } from './ThemeToggle';

/** The menu position shown in the footer. */
export const FOOTER_MENU_POSITION = 'footer';

/**
 * The page footer (doc 000 §2): the copyright line, the footer menus, the language selector and the light or dark
 * toggle when users may change theme. Guests choose a language too: theirs is kept in a cookie, a user's on the account.
 */
export function Footer() {
  const { settings } = useBootstrapData();
  const { trans } = useTrans();
  const year = new Date().getFullYear();
  const languagesEnabled = settings.i18n?.enable !== false;
  return (
    <footer className="border-border border-t px-4 py-6 text-muted-foreground text-sm md:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-4">
        <SiteMenu
          position={FOOTER_MENU_POSITION}
          label={trans('Footer')}
          linkClassName="text-muted-foreground"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            {trans('Copyright © :year :name, All Rights Reserved', {
              year,
              name: settings.branding.site_name,
            })}
          </p>
          <div className="flex items-center gap-2">
            {languagesEnabled ? <DeferredLanguageSelector /> : null}
            <ThemeToggle />
          </div>
        </div>
      </div>
    </footer>
  );
}
