import type { BackstageRequest, BackstageRequestPayload, MemberArtist } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { storyRequest } from './story-data';

/** What the story server holds: the listener's requests and artists, and what the next submission answers. */
export interface RequestStoryState {
  requests: BackstageRequest[];
  artists: MemberArtist[];
  /** Field errors the next `POST backstage-requests` refuses with, if any. */
  refusal: Record<string, string[]> | null;
}

const CATALOGUE_ARTISTS = [
  { id: 51, name: 'The Lanterns', verified: true },
  { id: 52, name: 'Lantern Bay', verified: false },
];

/** A 1x1 PNG's file entry, as `POST file-entries` answers it. */
const fileEntry = (file: File | null) => ({
  fileEntry: {
    id: 88,
    name: file?.name ?? 'passport.png',
    file_name: 'cGFzc3BvcnQ.png',
    file_size: file?.size ?? 0,
    mime: 'image/png',
    extension: 'png',
    type: 'image',
    parent_id: null,
    path: '88',
    disk_prefix: null,
    url: '/api/v1/file-entries/88/file',
    created_at: '2026-11-25T12:00:00.000000Z',
    updated_at: '2026-11-25T12:00:00.000000Z',
  },
});

const artistOf = (artist: (typeof CATALOGUE_ARTISTS)[number]) => ({
  ...artist,
  image: null,
  model_type: 'artist',
});

/**
 * MSW handlers answering the request screens' calls from one state, with spies on what was sent. `reset` starts a
 * story from an empty history.
 */
export function createRequestStoryServer() {
  const state: RequestStoryState = { requests: [], artists: [], refusal: null };
  const calls = {
    submit: fn<(body: BackstageRequestPayload) => void>(),
    upload: fn<(disk: string) => void>(),
  };
  const handlers = {
    mine: http.get('/api/v1/backstage-requests/mine', () =>
      HttpResponse.json({ requests: state.requests, artists: state.artists }),
    ),
    one: http.get('/api/v1/backstage-requests/:id', ({ params }) => {
      const request = state.requests.find((candidate) => candidate.id === Number(params.id));
      return request
        ? HttpResponse.json({ request })
        : HttpResponse.json({ message: 'This backstage request does not exist.' }, { status: 404 });
    }),
    submit: http.post('/api/v1/backstage-requests', async ({ request }) => {
      const body = (await request.json()) as BackstageRequestPayload;
      calls.submit(body);
      if (state.refusal) {
        const [first = 'The given data was invalid.'] = Object.values(state.refusal).flat();
        return HttpResponse.json({ message: first, errors: state.refusal }, { status: 422 });
      }
      const created = storyRequest({
        id: 40,
        type: body.type,
        artist_name: body.artist_name ?? null,
        role: body.role ?? null,
        first_name: body.first_name,
        last_name: body.last_name,
        company: body.company ?? null,
        avatar: body.avatar ?? null,
        links: body.links ?? [],
      });
      state.requests = [created, ...state.requests];
      return HttpResponse.json({ request: created }, { status: 201 });
    }),
    upload: http.post('/api/v1/file-entries', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.upload(String(form.get('disk')));
      return HttpResponse.json(fileEntry(file instanceof File ? file : null), { status: 201 });
    }),
    searchArtists: http.get('/api/v1/search/artists', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query')?.toLowerCase() ?? '';
      const found = CATALOGUE_ARTISTS.filter((artist) => artist.name.toLowerCase().includes(query));
      return HttpResponse.json({
        query,
        pagination: {
          data: found.map(artistOf),
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: found.length,
          from: found.length > 0 ? 1 : null,
          to: found.length > 0 ? found.length : null,
        },
      });
    }),
  };
  return {
    state,
    calls,
    handlers,
    reset(next: Partial<RequestStoryState> = {}) {
      state.requests = next.requests ?? [];
      state.artists = next.artists ?? [];
      state.refusal = next.refusal ?? null;
      calls.submit.mockClear();
      calls.upload.mockClear();
    },
  };
}
