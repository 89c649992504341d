import { mediaItem } from '@tonearm/catalogue';
import type { SearchResults } from '@tonearm/client/contract';

/** The groups the navbar's dropdown shows, in order, and how many of each fit in it. */
export const INSTANT_RESULT_GROUPS = { artists: 3, albums: 3, tracks: 4, playlists: 3 } as const;

export type InstantGroupName = keyof typeof INSTANT_RESULT_GROUPS;

/** One option of the dropdown: a link to an artist, album, track or playlist page. */
export interface InstantOption {
  /** Unique in the dropdown, e.g. `artist-3`. */
  id: string;
  title: string;
  /** The artists of an album or track, a playlist's owner. */
  description: string | null;
  image: string | null;
  href: string;
  /** Round for artists, square for releases. */
  shape: 'round' | 'square';
}

export interface InstantGroup {
  id: InstantGroupName;
  options: InstantOption[];
}

/** The dropdown's groups for an answer of `GET search`: the first few of each type, leaving out empty groups. */
export function instantGroups(results: SearchResults): InstantGroup[] {
  return (Object.keys(INSTANT_RESULT_GROUPS) as InstantGroupName[]).flatMap((id) => {
    const options = results[id].slice(0, INSTANT_RESULT_GROUPS[id]).map((item): InstantOption => {
      const card = mediaItem(item);
      const names = card.links.map((link) => link.label).join(', ');
      return {
        id: card.key,
        title: card.title,
        description: names || null,
        image: card.image,
        href: card.href,
        shape: card.shape,
      };
    });
    return options.length ? [{ id, options }] : [];
  });
}
