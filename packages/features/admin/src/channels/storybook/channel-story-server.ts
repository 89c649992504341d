import type {
  AdminChannel,
  AdminChannelPayload,
  AdminChannelRow,
  ChannelItemSummary,
} from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { storyListParams, storyPagination, storyRefusal } from '../../genres/storybook/list-story-answers';
import { overridden } from '../../plans/storybook/plan-story-server';

const dates = {
  created_at: '2026-02-04T10:00:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  content_updated_at: null,
};
const base = {
  description: null,
  hide_title: false,
  content_order: 'channelables.order:asc',
  nested_layout: null,
  restriction: 'none',
  restriction_genre_id: null,
  auto_update_method: null,
  auto_update_playlist_id: null,
  pagination: 'infinite',
  seo_title: null,
  seo_description: null,
  is_home: false,
  ...dates,
} as const;

/** Channels of the demo catalogue as `GET admin/channels` lists them. */
export const STORY_CHANNELS: AdminChannelRow[] = [
  {
    ...base,
    id: 1,
    name: 'Home',
    slug: 'home',
    content_model: 'channel',
    content_type: 'manual',
    layout: 'carousel',
    nested_layout: 'carousel',
    is_home: true,
  },
  {
    ...base,
    id: 2,
    name: 'Staff picks',
    slug: 'staff-picks',
    content_model: 'track',
    content_type: 'manual',
    layout: 'trackTable',
  },
  {
    ...base,
    id: 3,
    name: 'Top tracks',
    slug: 'top-tracks',
    content_model: 'track',
    content_type: 'autoUpdate',
    content_order: 'popularity:desc',
    auto_update_method: 'topTracks',
    layout: 'trackTable',
    content_updated_at: '2026-11-27T03:15:00.000Z',
  },
  {
    ...base,
    id: 4,
    name: 'Popular albums',
    slug: 'popular-albums',
    content_model: 'album',
    content_type: 'listAll',
    content_order: 'popularity:desc',
    layout: 'grid',
  },
];

const editorOf = (row: AdminChannelRow): AdminChannel => ({
  ...row,
  restriction_genre: null,
  auto_update_playlist: null,
});

/** The tracks a manual channel of the stories holds, in order. */
export const STORY_ITEMS: ChannelItemSummary[] = [
  { model_type: 'track', id: 11, name: 'Night Drive', image: null },
  { model_type: 'track', id: 12, name: 'Glass Harbour', image: null },
  { model_type: 'track', id: 13, name: 'Low Tide', image: null },
];

/** `GET admin/channels`: the channels whose title or slug holds the search, narrowed by the content filter. */
export const channelsListed = (rows: AdminChannelRow[] = STORY_CHANNELS) =>
  http.get('*/api/v1/admin/channels', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const type = filters.find((filter) => filter.key === 'content_type');
    const found = rows.filter(
      (row) =>
        `${row.name} ${row.slug}`.toLowerCase().includes(query) &&
        (type === undefined || row.content_type === type.value),
    );
    return HttpResponse.json({ pagination: storyPagination(found, page, perPage) });
  });

/** `POST admin/channels/{id}/home`. */
export const homeChosen = http.post('*/api/v1/admin/channels/:id/home', ({ params }) => {
  const row = STORY_CHANNELS.find((channel) => channel.id === Number(params.id)) as AdminChannelRow;
  return HttpResponse.json({ channel: editorOf({ ...row, is_home: true }) });
});

export const channelsDeleted = overridden('DELETE', '*/api/v1/admin/channels/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

// Channels the stories add, answered by their editor once it opens.
const added = new Map<number, AdminChannelRow>();

/** `GET admin/channels/{id}`: one channel of the stories, or one a story added. */
export const channelAnswered = http.get('*/api/v1/admin/channels/:id', ({ params }) => {
  const id = Number(params.id);
  const row = added.get(id) ?? STORY_CHANNELS.find((channel) => channel.id === id);
  return row
    ? HttpResponse.json({ channel: editorOf(row) })
    : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
});

const TAKEN = storyRefusal('slug', 'Another channel already has this slug.');
const savedChannel = (id: number, body: AdminChannelPayload) => ({
  channel: editorOf({
    ...(STORY_CHANNELS[1] as AdminChannelRow),
    ...body,
    id,
    slug: body.slug || body.name.toLowerCase().replaceAll(' ', '-'),
    content_updated_at: null,
  }),
});

/** `POST admin/channels`: adds one, refusing a slug another channel has as the server does. */
export const channelCreated = http.post('*/api/v1/admin/channels', async ({ request }) => {
  const body = (await request.json()) as AdminChannelPayload;
  if (STORY_CHANNELS.some((channel) => channel.slug === body.slug))
    return HttpResponse.json(TAKEN, { status: 422 });
  const saved = savedChannel(9, body);
  added.set(9, saved.channel);
  return HttpResponse.json(saved, { status: 201 });
});

/** `PUT admin/channels/{id}`. */
export const channelSaved = overridden('PUT', '*/api/v1/admin/channels/:id', async ({ request, params }) => {
  const body = (await request.json()) as AdminChannelPayload;
  return HttpResponse.json(savedChannel(Number(params.id), body));
});

/**
 * The content endpoints over one list kept for the story: read, add, remove, reorder and update now. `onOrder`
 * hears every order stored, so a story can check what was sent.
 */
export function channelContentServer(initial: ChannelItemSummary[] = STORY_ITEMS) {
  let items = [...initial];
  const stored: ChannelItemSummary[][] = [];
  const addable: ChannelItemSummary[] = [{ model_type: 'track', id: 14, name: 'Paper Moons', image: null }];
  return {
    stored,
    handlers: [
      http.get('*/api/v1/admin/channels/addable', ({ request }) => {
        const query = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
        return HttpResponse.json({
          items: addable.filter((item) => item.name.toLowerCase().includes(query)),
        });
      }),
      http.get('*/api/v1/admin/channels/:id/content', () => HttpResponse.json({ items })),
      overridden('PUT', '*/api/v1/admin/channels/:id/content', async ({ request }) => {
        const body = (await request.json()) as { items: { model_type: string; id: number }[] };
        items = body.items.flatMap((ref) => items.filter((item) => item.id === ref.id));
        stored.push(items);
        return HttpResponse.json({ items });
      }),
      http.post('*/api/v1/admin/channels/:id/content', async ({ request }) => {
        if (new URL(request.url).searchParams.has('_method')) return undefined;
        const body = (await request.json()) as { id: number };
        items = [...items, ...addable.filter((item) => item.id === body.id)];
        return HttpResponse.json({ items }, { status: 201 });
      }),
      http.post('*/api/v1/admin/channels/:id/content/remove', async ({ request }) => {
        const body = (await request.json()) as { id: number };
        items = items.filter((item) => item.id !== body.id);
        return HttpResponse.json({ items });
      }),
      http.post('*/api/v1/admin/channels/:id/update-content', () => {
        items = [...items].reverse();
        return HttpResponse.json({ items });
      }),
    ],
  };
}

/** `POST admin/channels/apply-preset`: records each preset applied in `sent`, so a story can check what went. */
export const presetApplied = (sent: string[]) =>
  http.post('*/api/v1/admin/channels/apply-preset', async ({ request }) => {
    const body = (await request.json()) as { preset: string };
    sent.push(body.preset);
    return HttpResponse.json({ status: 'success' });
  });
