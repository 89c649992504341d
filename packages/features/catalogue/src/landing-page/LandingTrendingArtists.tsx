import { getChannel } from '@tonearm/client';
import { HOME_CHANNEL_SLUG } from '@tonearm/client/contract';
import { NestedChannelSection, nestedChannels } from '../channel-content/ChannelContent';
import { useCatalogueQuery } from '../data/use-catalogue-query';

/**
 * Trending artists: the home channel's first row of artists (the operator orders it, by popularity in the shipped
 * channels), as a carousel; nothing while it loads, when it fails or when the home channel has no artists.
 */
export function LandingTrendingArtists() {
  const { data } = useCatalogueQuery(['channel', HOME_CHANNEL_SLUG, null], (http) =>
    getChannel(http, HOME_CHANNEL_SLUG),
  );
  const row = data
    ? nestedChannels(data.channel).find(
        (child) => child.config.content_model === 'artist' && child.content.data.length > 0,
      )
    : undefined;
  if (!row) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12">
      <NestedChannelSection channel={row} layout="carousel" />
    </div>
  );
}
