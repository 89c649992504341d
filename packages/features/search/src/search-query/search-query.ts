import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '@tonearm/client/contract';

/** The tabs of a search page after "All", in the order listeners look for things. */
export const SEARCH_TABS = [
  'artists',
  'albums',
  'tracks',
  'playlists',
  'users',
  'genres',
  'tags',
] as const satisfies readonly SearchType[];

/** A search page's tab: every type, or `all` for the best few of each (`/search/{query}` without a tab). */
export type SearchTab = 'all' | SearchType;

/**
 * What is searched for: the text trimmed, runs of spaces made one, and cut to the longest query the server takes
 * (`SEARCH_QUERY_MAX`). An empty result means there is nothing to search for.
 */
export function searchQueryOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/** `/search`, `/search/{searchQuery}` or `/search/{searchQuery}/{tabName}` (doc 001 §2). */
export function searchLink(text: string, tab: SearchTab = 'all'): string {
  const query = searchQueryOf(text);
  if (!query) return '/search';
  const base = `/search/${encodeURIComponent(query)}`;
  return tab === 'all' ? base : `${base}/${tab}`;
}

/** The tab a `{tabName}` path segment names: `all` without one, `null` for a name that is no tab. */
export function searchTabOf(tabName: string | undefined): SearchTab | null {
  if (tabName === undefined) return 'all';
  return (SEARCH_TYPES as readonly string[]).includes(tabName) ? (tabName as SearchType) : null;
}
