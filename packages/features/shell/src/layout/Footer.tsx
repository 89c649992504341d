import { lazy, Suspense } from 'react';
import { useBootstrapData } from '../bootstrap';
import { useTrans } from '../i18n';
import { SiteMenu } from '../site-menus';
import { ThemeToggle } from './ThemeToggle';

// A select list is heavy and sits at the bottom of the page: it loads after what the visitor came for.
const LanguageSelector = lazy(() =>
  import('../language/LanguageSelector').then((module) => ({ default: module.LanguageSelector })),
);

/** The menu position shown in the footer. */
export const FOOTER_MENU_POSITION = 'footer';

/**
 * The page footer (doc 000 §2): the copyright line, the footer menus, the language selector and the light or dark
 * toggle when users may change theme. The language is kept on the account, so the selector is for signed-in users.
 */
export function Footer() {
  const { settings, user } = useBootstrapData();
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
            {user && languagesEnabled ? (
              <Suspense fallback={null}>
                <LanguageSelector />
              </Suspense>
            ) : null}
            <ThemeToggle />
          </div>
        </div>
      </div>
    </footer>
  );
}
