import {
  type AdminChannelPayload,
  type ChannelPreset,
  GENRE_CHANNEL_SLUG,
  GENRES_CHANNEL_SLUG,
  HOME_CHANNEL_SLUG,
} from '@tonearm/client/contract';

/** One channel of a preset, in the editor's own terms, and the channels it holds when it is a channel of channels. */
export interface PresetChannel {
  payload: AdminChannelPayload;
  /** Slugs of the channels it holds, in order. */
  children: readonly string[];
}

/** The channel of a preset the home page shows. */
export const PRESET_HOME_SLUG = HOME_CHANNEL_SLUG;

const channel = (
  name: string,
  slug: string,
  fields: Partial<AdminChannelPayload> & Pick<AdminChannelPayload, 'content_model'>,
  children: readonly string[] = [],
): PresetChannel => ({
  payload: {
    name,
    slug,
    description: null,
    hide_title: false,
    content_type: 'listAll',
    content_order: 'popularity:desc',
    layout: 'carousel',
    nested_layout: null,
    restriction: 'none',
    restriction_genre_id: null,
    auto_update_method: null,
    auto_update_playlist_id: null,
    pagination: 'infinite',
    seo_title: null,
    seo_description: null,
    ...fields,
  },
  children,
});

const channelOfChannels = (
  name: string,
  slug: string,
  nestedLayout: AdminChannelPayload['layout'],
  children: readonly string[],
  fields: Partial<AdminChannelPayload> = {},
) =>
  channel(
    name,
    slug,
    {
      content_model: 'channel',
      content_type: 'manual',
      content_order: 'channelables.order:asc',
      nested_layout: nestedLayout,
      ...fields,
    },
    children,
  );

// Both presets keep the slugs the product links to: `home` (the landing page's trending artists), `discover` (the
// sign-in page's "later" button), `genres` (the default menu) and `genre` (every genre card opens `/channel/genre/…`).
const byGenre = { restriction: 'url' } as const;

const STREAMING: readonly PresetChannel[] = [
  channelOfChannels('Home', PRESET_HOME_SLUG, 'carousel', [
    'popular-albums',
    'popular-tracks',
    'new-releases',
    'popular-artists',
    GENRES_CHANNEL_SLUG,
  ]),
  channelOfChannels('Discover', 'discover', 'grid', ['new-releases', 'popular-albums', 'popular-artists']),
  channel('Popular albums', 'popular-albums', { content_model: 'album', layout: 'grid' }),
  channel('Popular tracks', 'popular-tracks', {
    content_model: 'track',
    content_type: 'autoUpdate',
    auto_update_method: 'topTracks',
    layout: 'trackTable',
  }),
  channel('New releases', 'new-releases', {
    content_model: 'album',
    content_type: 'autoUpdate',
    auto_update_method: 'newReleases',
    content_order: 'release_date:desc',
  }),
  channel('Popular artists', 'popular-artists', { content_model: 'artist' }),
  channel('Genres', GENRES_CHANNEL_SLUG, { content_model: 'genre', layout: 'grid' }),
  channelOfChannels(
    '{restriction}',
    GENRE_CHANNEL_SLUG,
    'carousel',
    ['genre-tracks', 'genre-artists'],
    byGenre,
  ),
  channel('Popular {restriction} tracks', 'genre-tracks', { content_model: 'track', layout: 'trackTable' }),
  channel('{restriction} artists', 'genre-artists', { content_model: 'artist' }),
];

const SHARING: readonly PresetChannel[] = [
  channelOfChannels('Home', PRESET_HOME_SLUG, 'carousel', [
    'new-tracks',
    'popular-tracks',
    'popular-playlists',
    'popular-artists',
    GENRES_CHANNEL_SLUG,
  ]),
  channelOfChannels('Discover', 'discover', 'grid', ['new-releases', 'popular-albums', 'popular-playlists']),
  channel('New uploads', 'new-tracks', {
    content_model: 'track',
    content_order: 'created_at:desc',
    layout: 'trackList',
  }),
  channel('Popular tracks', 'popular-tracks', { content_model: 'track', layout: 'trackTable' }),
  channel('Popular playlists', 'popular-playlists', { content_model: 'playlist' }),
  channel('Popular artists', 'popular-artists', { content_model: 'artist' }),
  channel('Popular albums', 'popular-albums', { content_model: 'album', layout: 'grid' }),
  channel('New releases', 'new-releases', { content_model: 'album', content_order: 'release_date:desc' }),
  channel('Genres', GENRES_CHANNEL_SLUG, { content_model: 'genre', layout: 'grid' }),
  channelOfChannels(
    '{restriction}',
    GENRE_CHANNEL_SLUG,
    'carousel',
    ['genre-new-tracks', 'genre-tracks', 'genre-albums', 'genre-artists'],
    byGenre,
  ),
  channel('New {restriction} tracks', 'genre-new-tracks', {
    content_model: 'track',
    content_order: 'created_at:desc',
    layout: 'trackList',
  }),
  channel('Popular {restriction} tracks', 'genre-tracks', { content_model: 'track', layout: 'trackTable' }),
  channel('{restriction} albums', 'genre-albums', {
    content_model: 'album',
    content_order: 'release_date:desc',
  }),
  channel('{restriction} artists', 'genre-artists', { content_model: 'artist' }),
];

/**
 * Every channel of each preset (operator reference §4.1): "Music streaming" charts the site's own plays and
 * releases, refreshed daily; "Music sharing" lists everything, newest uploads first, with listeners' playlists.
 */
export const CHANNEL_PRESET_CHANNELS: Record<ChannelPreset, readonly PresetChannel[]> = {
  musicStreaming: STREAMING,
  musicSharing: SHARING,
};
