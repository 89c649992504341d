import type { AdminChannelRow, AutoUpdateMethod, ChannelPreset } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

type Labels<K extends string> = Record<K, string>;

/** What each way of choosing content is called. */
export const contentTypeLabels = (trans: Translate): Labels<AdminChannelRow['content_type']> => ({
  listAll: trans('Every item of the type'),
  manual: trans('Managed by hand'),
  autoUpdate: trans('Updated automatically'),
});

/** What each type of content is called. */
export const contentModelLabels = (trans: Translate): Labels<AdminChannelRow['content_model']> => ({
  artist: trans('Artists'),
  album: trans('Albums'),
  track: trans('Tracks'),
  playlist: trans('Playlists'),
  user: trans('Users'),
  genre: trans('Genres'),
  channel: trans('Channels'),
});

/** The orders a channel listing every item can use (a manual channel keeps the order it is given). */
export const contentOrderLabels = (
  trans: Translate,
): Labels<Exclude<AdminChannelRow['content_order'], 'channelables.order:asc'>> => ({
  'popularity:desc': trans('Most popular first'),
  'created_at:desc': trans('Recently added first'),
  'release_date:desc': trans('Most recent release first'),
  'name:asc': trans('By name'),
});

/** What each layout is called. */
export const layoutLabels = (trans: Translate): Labels<AdminChannelRow['layout']> => ({
  grid: trans('Grid'),
  carousel: trans('Carousel'),
  trackTable: trans('Table'),
  trackList: trans('List'),
});

/** What each way of paging a channel page is called. */
export const paginationLabels = (trans: Translate): Labels<AdminChannelRow['pagination']> => ({
  infinite: trans('Infinite scroll'),
  pages: trans('Page buttons'),
  loadMore: trans('A “Load more” button'),
});

/** What each auto-update method is called. */
export const autoUpdateMethodLabels = (trans: Translate): Labels<AutoUpdateMethod> => ({
  topTracks: trans('Top tracks'),
  newReleases: trans('New releases'),
  popularGenres: trans('Popular genres'),
  playlistTracks: trans('A playlist’s tracks'),
});

/** What each genre restriction is called. */
export const restrictionLabels = (trans: Translate): Labels<AdminChannelRow['restriction']> => ({
  none: trans('No restriction'),
  fixed: trans('One genre'),
  url: trans('The genre in the address'),
});

/** What each preset is called, and what it puts on the site. */
export const channelPresetLabels = (
  trans: Translate,
): Record<ChannelPreset, { name: string; description: string }> => ({
  musicStreaming: {
    name: trans('Music streaming'),
    description: trans('Popular tracks and new releases refreshed daily, albums, artists and genres'),
  },
  musicSharing: {
    name: trans('Music sharing'),
    description: trans('Every upload, newest first, with popular tracks, playlists and genres'),
  },
});
