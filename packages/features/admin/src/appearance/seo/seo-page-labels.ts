import type { SeoPage } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** Each SEO page as the editor names it, in the reader's language. */
export const seoPageLabels = (trans: Translate): Record<SeoPage, string> => ({
  artist: trans('Artist page'),
  album: trans('Album page'),
  track: trans('Track page'),
  playlist: trans('Playlist page'),
  landing: trans('Landing page'),
  channel: trans('Channel page'),
  'user-profile': trans('User profile page'),
  search: trans('Search page'),
});
