import { getChannel } from '@tonearm/client';
import { DISCOVER_CHANNEL_SLUG, HOME_CHANNEL_SLUG } from '@tonearm/client/contract';
import { SiteMenu, useBootstrapData, useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { NestedChannelSection, nestedChannels } from '../channel-content/ChannelContent';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { usePageMeta } from '../page-meta/use-page-meta';

/** The menu position shown at the top of the landing page (doc 001 §3). */
export const LANDING_PAGE_MENU_POSITION = 'landing-page-navbar';

/**
 * The landing page for visitors (`/landing`, and `/` for guests when the homepage setting is `landingPage`): the
 * operator's landing menu, a hero with the site's name and calls to listen and to register, and a strip of the
 * home channel's first row. The site's footer follows from the layout.
 */
export function LandingPage() {
  const { settings, user } = useBootstrapData();
  const { trans } = useTrans();
  const { site_name, site_description } = settings.branding;
  usePageMeta(null, site_description);
  const canRegister = !user && !settings.registration?.disable;
  return (
    <div className="flex flex-col">
      <SiteMenu
        position={LANDING_PAGE_MENU_POSITION}
        label={trans('Landing page')}
        className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-4"
      />
      <section
        aria-labelledby="landing-title"
        className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-6 py-16 text-center md:py-24"
      >
        <h1 id="landing-title" className="font-bold text-4xl tracking-tight md:text-6xl">
          {site_name}
        </h1>
        {site_description && <p className="max-w-2xl text-lg text-muted-foreground">{site_description}</p>}
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href={`/${DISCOVER_CHANNEL_SLUG}`} size="lg">
            {trans('Start listening')}
          </ButtonLink>
          {canRegister && (
            <ButtonLink href="/register" variant="outline" size="lg">
              {trans('Register now')}
            </ButtonLink>
          )}
        </div>
      </section>
      <LandingStrip />
    </div>
  );
}

/** The first row of the home channel with content, as a carousel; nothing while it loads or when it fails. */
function LandingStrip() {
  const { data } = useCatalogueQuery(['channel', HOME_CHANNEL_SLUG, null], (http) =>
    getChannel(http, HOME_CHANNEL_SLUG),
  );
  const row = data ? nestedChannels(data.channel).find((child) => child.content.data.length > 0) : undefined;
  if (!row) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12">
      <NestedChannelSection channel={row} layout="carousel" />
    </div>
  );
}
