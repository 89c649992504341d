import type { Translate } from '@tonearm/shell';
import type { TagTab } from '../links/links';

/** The parts of a tag page (doc 001 §2): its overview at `/tag/{tagName}`, then `/tracks` and `/albums`. */
export type TagPageTab = 'overview' | TagTab;

/** The tabs in the order they show. */
export const TAG_PAGE_TABS: readonly { id: TagPageTab }[] = [
  { id: 'overview' },
  { id: 'tracks' },
  { id: 'albums' },
];

/** Each tab's name in the visitor's language. */
export const tagPageTabLabels = (trans: Translate): Record<TagPageTab, string> => ({
  overview: trans('Overview'),
  tracks: trans('Tracks'),
  albums: trans('Albums'),
});

/** The tab a `{tab}` segment asks for: the overview without one, `null` for a segment that is no tab. */
export function tagPageTabOf(segment: string | undefined): TagPageTab | null {
  if (segment === undefined) return 'overview';
  return segment === 'tracks' || segment === 'albums' ? segment : null;
}

/** How many tracks and albums the overview shows before its "See all" links. */
export const TAG_OVERVIEW_TRACKS = 10;
export const TAG_OVERVIEW_ALBUMS = 12;

/** The queue a tag's tracks play as (`tag.<name>`, the player's queue naming). */
export function tagQueueId(tagName: string): string {
  return `tag.${tagName}`;
}
