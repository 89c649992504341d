import type { SeoPage } from '@tonearm/client/contract';

/** Each SEO page as the editor names it (translated where shown). */
export const SEO_PAGE_LABELS: Record<SeoPage, string> = {
  artist: 'Artist page',
  album: 'Album page',
  track: 'Track page',
  playlist: 'Playlist page',
  landing: 'Landing page',
  channel: 'Channel page',
  'user-profile': 'User profile page',
  search: 'Search page',
};
