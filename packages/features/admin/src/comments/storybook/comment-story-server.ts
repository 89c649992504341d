import type { AdminCommentRow } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { storyListParams, storyPagination, storyRefusal } from '../../genres/storybook/list-story-answers';
import { overridden } from '../../plans/storybook/plan-story-server';

const track = { id: 7, name: 'Harbour Lights', image: null };
const author = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  image: null,
});
const dates = { created_at: '2026-11-20T09:30:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** Comments as `GET admin/comments` lists them: one reported, one deleted with a reply, that reply. */
export const STORY_COMMENTS: AdminCommentRow[] = [
  {
    id: 1,
    content: 'That bass drop at 1:20 <3',
    deleted: false,
    parent_id: null,
    track,
    user: author(11, 'Ada'),
    replies_count: 0,
    reports_count: 0,
    ...dates,
  },
  {
    id: 2,
    content: 'Buy followers at spam.example',
    deleted: false,
    parent_id: null,
    track,
    user: author(12, 'Spammer'),
    replies_count: 0,
    reports_count: 3,
    ...dates,
  },
  {
    id: 3,
    content: 'Too loud in the chorus',
    deleted: true,
    parent_id: null,
    track,
    user: author(13, 'Grace'),
    replies_count: 1,
    reports_count: 0,
    ...dates,
  },
  {
    id: 4,
    content: 'Agreed',
    deleted: false,
    parent_id: 3,
    track,
    user: author(11, 'Ada'),
    replies_count: 0,
    reports_count: 0,
    ...dates,
  },
];

/** `GET admin/comments`: the comments holding the search, narrowed by the deleted, reported and track filters. */
export const commentsListed = (rows: AdminCommentRow[] = STORY_COMMENTS) =>
  http.get('*/api/v1/admin/comments', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const wanted = (key: string) => filters.find((filter) => filter.key === key)?.value;
    const deleted = wanted('deleted');
    const reported = wanted('reported');
    const track = wanted('track');
    const found = rows.filter(
      (row) =>
        row.content.toLowerCase().includes(query) &&
        (deleted === undefined || row.deleted === deleted) &&
        (reported === undefined || row.reports_count > 0 === reported) &&
        (track === undefined || row.track.id === track),
    );
    return HttpResponse.json({ pagination: storyPagination(found, page, perPage) });
  });

/** `PUT admin/comments/{id}`: saves the text, refusing one that is empty after trimming. */
export const commentSaved = overridden('PUT', '*/api/v1/admin/comments/:id', async ({ request, params }) => {
  const body = (await request.json()) as { content: string };
  const comment = STORY_COMMENTS.find((row) => row.id === Number(params.id));
  if (body.content.includes('spam')) {
    return HttpResponse.json(storyRefusal('content', 'This comment looks like spam.'), { status: 422 });
  }
  return HttpResponse.json({ comment: { ...comment, content: body.content } });
});

/** `DELETE admin/comments/{ids}`: a comment with replies is only marked deleted. */
export const commentsDeleted = overridden('DELETE', '*/api/v1/admin/comments/:ids', ({ params }) => {
  const ids = String(params.ids).split(',').map(Number);
  const marked = STORY_COMMENTS.filter((row) => ids.includes(row.id) && row.replies_count > 0).length;
  return HttpResponse.json({ status: 'success', removed: ids.length - marked, marked });
});

export const commentsRestored = http.post('*/api/v1/admin/comments/restore', () =>
  HttpResponse.json({ status: 'success' }),
);
