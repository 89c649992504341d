/** Which SEO page a served path is, and what names its entity. */
export type SeoRoute =
  | { page: 'artist' | 'album' | 'track' | 'playlist' | 'user-profile'; id: number }
  | { page: 'channel'; slugOrId: string }
  | { page: 'search'; query: string }
  | { page: 'landing' };

/** The homepage setting, which decides what `/` is (doc 001 §1). */
export interface HomepageChoice {
  type?: string;
  value?: string | number | null;
  /** The landing page as the appearance editor saved it; its header image is the landing page's picture. */
  appearance?: { header_image?: string | null };
}

const ID_PAGES: ReadonlyArray<[RegExp, Extract<SeoRoute, { id: number }>['page']]> = [
  [/^\/artist\/(\d+)(?:\/[^/]*)?\/?$/, 'artist'],
  [/^\/album\/(\d+)\/[^/]+\/[^/]+\/?$/, 'album'],
  [/^\/track\/(\d+)\/[^/]+\/?$/, 'track'],
  [/^\/playlist\/(\d+)(?:\/[^/]*)?\/?$/, 'playlist'],
  [/^\/user\/(\d+)(?:\/[^/]*){0,2}\/?$/, 'user-profile'],
];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The SEO page of a path of the web app's route table (doc 001 §2), or `null` for pages without templates. A
 * single segment is a channel's slug when a channel has it; `/` is the landing page or the homepage's channel.
 */
export function seoRouteFor(
  path: string,
  search: URLSearchParams,
  homepage: HomepageChoice,
): SeoRoute | null {
  for (const [pattern, page] of ID_PAGES) {
    const match = pattern.exec(path);
    if (match?.[1]) return { page, id: Number(match[1]) };
  }
  if (path === '/landing' || (path === '/' && homepage.type === 'landingPage')) return { page: 'landing' };
  if (path === '/') return { page: 'channel', slugOrId: String(homepage.value ?? 'home') };
  const searchPage = /^\/search(?:\/([^/]+))?(?:\/[^/]+)?\/?$/.exec(path);
  if (searchPage) return { page: 'search', query: decode(searchPage[1] ?? search.get('query') ?? '') };
  const channel = /^\/(?:channel\/)?([^/]+)(?:\/[^/]+)?\/?$/.exec(path);
  if (channel?.[1]) return { page: 'channel', slugOrId: decode(channel[1]) };
  return null;
}
