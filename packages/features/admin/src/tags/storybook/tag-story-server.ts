import type { AdminTagPayload, AdminTagRow } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { storyListParams, storyPagination, storyRefusal } from '../../genres/storybook/list-story-answers';
import { overridden } from '../../plans/storybook/plan-story-server';

const dates = { created_at: '2026-02-04T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** Tags as `GET admin/tags` lists them. */
export const STORY_TAGS: AdminTagRow[] = [
  { id: 1, name: 'late-night', display_name: 'Late night', type: 'custom', taggables_count: 12, ...dates },
  { id: 2, name: 'staff-pick', display_name: 'Staff pick', type: 'custom', taggables_count: 4, ...dates },
  { id: 3, name: 'live', display_name: 'Live recording', type: 'custom', taggables_count: 0, ...dates },
];

/** `GET admin/tags`: the tags whose name holds the search, narrowed by type. */
export const tagsListed = (rows: AdminTagRow[] = STORY_TAGS) =>
  http.get('*/api/v1/admin/tags', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const type = filters.find((filter) => filter.key === 'type');
    const found = rows.filter(
      (row) =>
        `${row.name} ${row.display_name}`.toLowerCase().includes(query) &&
        (type === undefined || row.type === type.value),
    );
    return HttpResponse.json({ pagination: storyPagination(found, page, perPage) });
  });

const saved = (id: number, body: AdminTagPayload) => ({
  tag: { ...(STORY_TAGS[0] as AdminTagRow), ...body, id },
});
const taken = (body: AdminTagPayload, id: number | null) =>
  STORY_TAGS.some((tag) => tag.name === body.name && tag.id !== id);
const TAKEN = storyRefusal('name', 'Another tag already has this name.');

/** `POST admin/tags`: adds one, refusing a name another tag has as the server does. */
export const tagCreated = http.post('*/api/v1/admin/tags', async ({ request }) => {
  const body = (await request.json()) as AdminTagPayload;
  if (taken(body, null)) return HttpResponse.json(TAKEN, { status: 422 });
  return HttpResponse.json(saved(9, body), { status: 201 });
});

/** `PUT admin/tags/{id}`: saves one, refusing a name another tag has. */
export const tagSaved = overridden('PUT', '*/api/v1/admin/tags/:id', async ({ request, params }) => {
  const body = (await request.json()) as AdminTagPayload;
  const id = Number(params.id);
  if (taken(body, id)) return HttpResponse.json(TAKEN, { status: 422 });
  return HttpResponse.json(saved(id, body));
});

export const tagsDeleted = overridden('DELETE', '*/api/v1/admin/tags/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);
