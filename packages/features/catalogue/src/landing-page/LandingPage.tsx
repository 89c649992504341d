import { DEFAULT_LANDING_APPEARANCE } from '@tonearm/client/contract';
import { SiteMenu, useBootstrapData, useTrans } from '@tonearm/shell';
import { usePageMeta } from '../page-meta/use-page-meta';
import { LandingPrimaryFeatures, LandingSecondaryFeatures } from './LandingFeatures';
import { LandingHeader } from './LandingHeader';
import { LandingPricing } from './LandingPricing';
import { LandingTrendingArtists } from './LandingTrendingArtists';
import { landingAppearanceOf } from './landing-appearance';

/** The menu position shown at the top of the landing page (doc 001 §3). */
export const LANDING_PAGE_MENU_POSITION = 'landing-page-navbar';

/**
 * The landing page for visitors (`/landing`, and `/` for guests when the homepage setting is `landingPage`), as
 * the operator set it in the appearance editor (`settings.homepage.appearance`): the landing menu, a header with
 * its title, subtitle, image, overlay and buttons, the primary and secondary features, trending artists and the
 * pricing table when they are on. Before anything is saved it shows the site's name and description, a call to
 * listen and one to register. The site's footer follows from the layout.
 */
export function LandingPage() {
  const { settings, user } = useBootstrapData();
  const { trans } = useTrans();
  const { site_name, site_description } = settings.branding;
  usePageMeta(null, site_description);
  const saved = landingAppearanceOf(settings.homepage);
  const appearance = saved ?? {
    ...DEFAULT_LANDING_APPEARANCE,
    actions: DEFAULT_LANDING_APPEARANCE.actions.map((action) => ({ ...action, label: trans(action.label) })),
  };
  const canRegister = !user && !settings.registration?.disable;
  // A call to register means nothing to a signed-in listener or while registration is off.
  const actions = appearance.actions.filter((action) => canRegister || action.url !== '/register');
  return (
    <div className="flex flex-col">
      <SiteMenu
        position={LANDING_PAGE_MENU_POSITION}
        label={trans('Landing page')}
        className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-4"
      />
      <LandingHeader
        appearance={appearance}
        title={appearance.header_title || site_name}
        subtitle={appearance.header_subtitle || site_description || null}
        actions={actions}
      />
      <LandingPrimaryFeatures features={appearance.primary_features} />
      {appearance.show_trending && <LandingTrendingArtists />}
      <LandingSecondaryFeatures features={appearance.secondary_features} />
      {appearance.show_pricing && <LandingPricing />}
    </div>
  );
}
