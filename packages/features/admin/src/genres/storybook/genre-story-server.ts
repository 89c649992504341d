import type { AdminGenrePayload, AdminGenreRow } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';
import { storyListParams, storyPagination, storyRefusal } from './list-story-answers';

const dates = { created_at: '2026-02-04T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** Genres of the demo catalogue as `GET admin/genres` lists them. */
export const STORY_GENRES: AdminGenreRow[] = [
  { id: 1, name: 'ambient', display_name: 'Ambient', image: null, artists_count: 3, ...dates },
  { id: 2, name: 'bebop', display_name: 'Bebop', image: null, artists_count: 1, ...dates },
  { id: 3, name: 'dream-pop', display_name: 'Dream pop', image: null, artists_count: 0, ...dates },
];

/** `GET admin/genres`: the genres whose name holds the search, narrowed by the "has an image" filter. */
export const genresListed = (rows: AdminGenreRow[] = STORY_GENRES) =>
  http.get('*/api/v1/admin/genres', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const withImage = filters.find((filter) => filter.key === 'has_image');
    const found = rows.filter(
      (row) =>
        `${row.name} ${row.display_name}`.toLowerCase().includes(query) &&
        (withImage === undefined || (row.image !== null) === withImage.value),
    );
    return HttpResponse.json({ pagination: storyPagination(found, page, perPage) });
  });

const saved = (id: number, body: AdminGenrePayload) => ({
  genre: { ...(STORY_GENRES[0] as AdminGenreRow), ...body, id },
});
const taken = (body: AdminGenrePayload, id: number | null) =>
  STORY_GENRES.some((genre) => genre.name === body.name && genre.id !== id);
const TAKEN = storyRefusal('name', 'Another genre already has this name.');

/** `POST admin/genres`: adds one, refusing a name another genre has as the server does. */
export const genreCreated = http.post('*/api/v1/admin/genres', async ({ request }) => {
  const body = (await request.json()) as AdminGenrePayload;
  if (taken(body, null)) return HttpResponse.json(TAKEN, { status: 422 });
  return HttpResponse.json(saved(9, body), { status: 201 });
});

/** `PUT admin/genres/{id}`: saves one, refusing a name another genre has. */
export const genreSaved = overridden('PUT', '*/api/v1/admin/genres/:id', async ({ request, params }) => {
  const body = (await request.json()) as AdminGenrePayload;
  const id = Number(params.id);
  if (taken(body, id)) return HttpResponse.json(TAKEN, { status: 422 });
  return HttpResponse.json(saved(id, body));
});

export const genresDeleted = overridden('DELETE', '*/api/v1/admin/genres/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);
