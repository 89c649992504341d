import type {
  AdminPlaylistCreatePayload,
  AdminPlaylistPayload,
  AdminPlaylistRow,
} from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { storyListParams, storyPagination } from '../../genres/storybook/list-story-answers';
import { overridden } from '../../plans/storybook/plan-story-server';

const owner = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  image: null,
});
const dates = { created_at: '2026-03-02T10:00:00.000Z', updated_at: '2026-11-21T18:45:00.000Z' };

/** Listeners' playlists as `GET admin/playlists` lists them. */
export const STORY_PLAYLISTS: AdminPlaylistRow[] = [
  {
    id: 1,
    name: 'Late drive',
    description: 'Night roads',
    image: null,
    public: true,
    collaborative: false,
    owner: owner(11, 'Ada'),
    tracks_count: 24,
    views: 1204,
    ...dates,
  },
  {
    id: 2,
    name: 'Office focus',
    description: null,
    image: null,
    public: false,
    collaborative: true,
    owner: owner(12, 'Grace'),
    tracks_count: 9,
    views: 17,
    ...dates,
  },
  {
    id: 3,
    name: 'Sunday brunch',
    description: null,
    image: null,
    public: true,
    collaborative: true,
    owner: owner(11, 'Ada'),
    tracks_count: 0,
    views: 3,
    ...dates,
  },
];

/** `GET admin/playlists`: the playlists whose name holds the search, narrowed by the public filter. */
export const playlistsListed = (rows: AdminPlaylistRow[] = STORY_PLAYLISTS) =>
  http.get('*/api/v1/admin/playlists', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const isPublic = filters.find((filter) => filter.key === 'public');
    const found = rows.filter(
      (row) =>
        row.name.toLowerCase().includes(query) && (isPublic === undefined || row.public === isPublic.value),
    );
    return HttpResponse.json({ pagination: storyPagination(found, page, perPage) });
  });

/** `PUT admin/playlists/{id}`: saves one and answers its row. */
export const playlistSaved = overridden(
  'PUT',
  '*/api/v1/admin/playlists/:id',
  async ({ request, params }) => {
    const body = (await request.json()) as AdminPlaylistPayload;
    const id = Number(params.id);
    const before = STORY_PLAYLISTS.find((row) => row.id === id) as AdminPlaylistRow;
    return HttpResponse.json({ playlist: { ...before, ...body } });
  },
);

export const playlistsDeleted = overridden('DELETE', '*/api/v1/admin/playlists/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

/** `GET admin/playlists/owners`: the story's listeners whose name or email holds the search. */
export const ownersFound = http.get('*/api/v1/admin/playlists/owners', ({ request }) => {
  const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
  const owners = [owner(11, 'Ada'), owner(12, 'Grace')];
  return HttpResponse.json({
    users: owners.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(query)),
  });
});

/** `POST admin/playlists`: records each body in `sent` and answers the new row, owned as asked. */
export const playlistCreated = (sent: AdminPlaylistCreatePayload[]) =>
  http.post('*/api/v1/admin/playlists', async ({ request }) => {
    const body = (await request.json()) as AdminPlaylistCreatePayload;
    sent.push(body);
    const chosen = body.owner_id === 12 ? owner(12, 'Grace') : owner(1, 'Admin');
    const row: AdminPlaylistRow = {
      ...(STORY_PLAYLISTS[0] as AdminPlaylistRow),
      ...body,
      id: 9,
      owner: chosen,
      tracks_count: 0,
      views: 0,
    };
    return HttpResponse.json({ playlist: row }, { status: 201 });
  });
