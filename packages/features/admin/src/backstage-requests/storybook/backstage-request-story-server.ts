import { type BackstageRequest, backstageRequestSchema } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { overridden } from '../../plans/storybook/plan-story-server';

const user = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  image: null,
});

/** A 1x1 PNG, served as every identity document. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const request = (changes: Partial<BackstageRequest> & { id: number }): BackstageRequest =>
  backstageRequestSchema.parse({
    type: 'become-artist',
    status: 'pending',
    user: user(10, 'Ines Silva'),
    artist: null,
    artist_name: 'Ines and the Tides',
    role: null,
    first_name: 'Ines',
    last_name: 'Silva',
    company: 'Tide Records',
    avatar: null,
    links: ['https://instagram.com/ines'],
    proof: { name: 'passport.png', size: 204800, url: `/api/v1/backstage-requests/${changes.id}/proof` },
    notes: null,
    handled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...changes,
  });

/** One request of each type and status, pending first as the server orders them. */
export function storyBackstageRequests(): BackstageRequest[] {
  return [
    request({ id: 1 }),
    request({
      id: 2,
      type: 'claim-artist',
      user: user(11, 'Farid Haddad'),
      first_name: 'Farid',
      last_name: 'Haddad',
      artist_name: null,
      artist: { id: 51, name: 'The Lanterns', image: null, verified: true },
      role: 'manager',
      company: null,
      links: [],
    }),
    request({
      id: 3,
      type: 'verify-artist',
      status: 'approved',
      user: user(12, 'Kemi Okafor'),
      first_name: 'Kemi',
      last_name: 'Okafor',
      artist_name: null,
      artist: { id: 52, name: 'Kemi O', image: null, verified: true },
      notes: 'Welcome aboard',
      handled_at: '2026-11-21T10:00:00.000Z',
    }),
    request({
      id: 4,
      status: 'denied',
      user: user(13, 'Lea Roth'),
      first_name: 'Lea',
      last_name: 'Roth',
      artist_name: 'Lea',
      notes: 'The document is unreadable.',
      proof: null,
      handled_at: '2026-11-22T10:00:00.000Z',
    }),
  ];
}

/** MSW handlers answering the review screens from one list, with spies on reviews and deletions. */
export function createBackstageRequestStoryServer() {
  let rows = storyBackstageRequests();
  const calls = {
    review: fn<(id: number, decision: string, notes: string | null, markArtistVerified: boolean) => void>(),
    remove: fn<(ids: string) => void>(),
  };
  const handlers = {
    list: http.get('/api/v1/admin/backstage-requests', ({ request: sent }) => {
      const params = new URL(sent.url).searchParams;
      const filters = decodeListFilters(params.get('filters'));
      const query = params.get('query')?.toLowerCase() ?? '';
      const fieldOf = (row: BackstageRequest, key: string) =>
        key === 'user' ? row.user.id : (row as unknown as Record<string, unknown>)[key];
      const data = rows.filter(
        (row) =>
          row.user.name.toLowerCase().includes(query) &&
          filters.every((filter) => fieldOf(row, filter.key) === filter.value),
      );
      return HttpResponse.json({
        pagination: {
          data,
          current_page: 1,
          last_page: 1,
          per_page: 15,
          total: data.length,
          from: data.length > 0 ? 1 : null,
          to: data.length > 0 ? data.length : null,
        },
      });
    }),
    one: http.get('/api/v1/admin/backstage-requests/:id', ({ params }) => {
      const found = rows.find((row) => row.id === Number(params.id));
      return found
        ? HttpResponse.json({ request: found })
        : HttpResponse.json({ message: 'This backstage request does not exist.' }, { status: 404 });
    }),
    review: http.post('/api/v1/admin/backstage-requests/:id/:decision', async ({ params, request: sent }) => {
      const { notes = null, mark_artist_verified = false } = (await sent.json()) as {
        notes?: string | null;
        mark_artist_verified?: boolean;
      };
      const id = Number(params.id);
      calls.review(id, String(params.decision), notes, mark_artist_verified);
      rows = rows.map((row) =>
        row.id === id
          ? {
              ...row,
              status: params.decision === 'approve' ? 'approved' : 'denied',
              notes,
              handled_at: '2026-11-25T10:00:00.000Z',
            }
          : row,
      );
      return HttpResponse.json({ request: rows.find((row) => row.id === id) });
    }),
    remove: overridden('DELETE', '/api/v1/admin/backstage-requests/:ids', ({ params }) => {
      calls.remove(String(params.ids));
      const ids = String(params.ids).split(',').map(Number);
      rows = rows.filter((row) => !ids.includes(row.id));
      return HttpResponse.json({ status: 'success' });
    }),
    proof: http.get(
      '/api/v1/backstage-requests/:id/proof',
      () => new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } }),
    ),
  };
  return {
    calls,
    handlers,
    reset() {
      rows = storyBackstageRequests();
      calls.review.mockClear();
      calls.remove.mockClear();
    },
  };
}
