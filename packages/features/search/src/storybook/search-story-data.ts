import {
  type SearchResponse,
  type SearchType,
  type SearchTypeResponse,
  searchResponseSchema,
  searchTypeResponseSchemas,
} from '@tonearm/client/contract';

/** A 1x1 PNG, a real image for covers and pictures. */
export const STORY_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const NAMES = ['Nora Vale', 'Northbound', 'Nocturne', 'North Sea Radio', 'Noon Static', 'Nova Lanes'];
const nameAt = (index: number) => `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${index}` : ''}`;

const artist = (index: number) => ({
  id: 3 + index,
  model_type: 'artist',
  name: nameAt(index),
  verified: index === 0,
  image: STORY_IMAGE,
});

const album = (index: number) => ({
  id: 9 + index,
  model_type: 'album',
  name: `${nameAt(index + 1)} Sessions`,
  release_date: '2024-03-01',
  image: STORY_IMAGE,
  artists: [artist(0)],
});

const track = (index: number) => ({
  id: 100 + index,
  model_type: 'track',
  name: `${nameAt(index + 2)} Song`,
  number: index + 1,
  duration: 150_000 + index * 10_000,
  src: `/api/v1/tracks/${100 + index}/stream`,
  image: STORY_IMAGE,
  artists: [artist(0)],
  album: { id: 9, model_type: 'album', name: 'Northbound Sessions', release_date: '2024-03-01', image: null },
  album_id: 9,
  plays: 40 - index,
  has_lyrics: false,
});

const user = (index: number) => ({
  id: 40 + index,
  model_type: 'user',
  name: `Noel ${index + 1}`,
  image: null,
});

const playlist = (index: number) => ({
  id: 60 + index,
  model_type: 'playlist',
  name: `Night ${index + 1}`,
  description: null,
  image: STORY_IMAGE,
  public: true,
  collaborative: false,
  owner_id: 40,
  owner: user(0),
  tracks_count: 12,
  followers_count: 3,
  created_at: '2026-01-04T10:00:00.000000Z',
  updated_at: '2026-01-04T10:00:00.000000Z',
});

const genre = (index: number) => ({
  id: 80 + index,
  model_type: 'genre',
  name: `nordic-${index + 1}`,
  display_name: `Nordic ${index + 1}`,
  image: null,
});

const tag = (index: number) => ({
  id: 90 + index,
  model_type: 'tag',
  name: `night-drive-${index + 1}`,
  display_name: `Night drive ${index + 1}`,
});

const makers: Record<SearchType, (index: number) => unknown> = {
  artists: artist,
  albums: album,
  tracks: track,
  playlists: playlist,
  users: user,
  genres: genre,
  tags: tag,
};

const range = (count: number, from = 0) => Array.from({ length: count }, (_, index) => from + index);

/** The answer of `GET search` with `count` results of every type (`counts` overrides single types). */
export function storySearchResponse(
  query: string,
  count = 8,
  counts: Partial<Record<SearchType, number>> = {},
): SearchResponse {
  const results = Object.fromEntries(
    Object.entries(makers).map(([type, make]) => [
      type,
      range(counts[type as SearchType] ?? count).map(make),
    ]),
  );
  return searchResponseSchema.parse({ query, results });
}

/** Page `page` of `GET search/{type}` out of `total` results, `perPage` to a page. */
export function storySearchTypePage<T extends SearchType>(
  type: T,
  query: string,
  page: number,
  total: number,
  perPage = 20,
): SearchTypeResponse<T> {
  const from = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - from));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return searchTypeResponseSchemas[type].parse({
    query,
    pagination: {
      current_page: page,
      data: range(count, from).map(makers[type]),
      from: count ? from + 1 : null,
      to: count ? from + count : null,
      last_page: lastPage,
      per_page: perPage,
      total,
      next_page_url: page < lastPage ? `?page=${page + 1}` : null,
      prev_page_url: page > 1 ? `?page=${page - 1}` : null,
    },
  }) as SearchTypeResponse<T>;
}

/** The answer of `GET albums/{id}` for the first story album, with two tracks to play. */
export function storyAlbumResponse() {
  return { album: { ...album(0), tracks: [track(0), track(1)] } };
}
