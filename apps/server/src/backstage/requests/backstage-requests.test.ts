import {
  backstageRequestResponseSchema,
  backstageRequestSchema,
  myBackstageRequestsResponseSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../admin/test-support/admin-audiences';
import { artistMembers, artists, notifications, roles, roleUser, users } from '../../db/schema';
import { lastMailTo } from '../../test-support/mailbox';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { fileEntries } from '../../uploads/file-entries-table';
import { backstageRequests } from './backstage-requests-table';
import { PROOF_NOT_IMAGE, PROOF_NOT_PRIVATE, PROOF_TOO_LARGE } from './proof-file';
import { ALREADY_REVIEWED } from './request-review';
import { ALREADY_MEMBER, AVATAR_NOT_UPLOADED, NOT_YOUR_ARTIST, ONE_PENDING } from './request-submission';
import { makeArtist, PNG, requestBody, submit, uploadProof } from './test-support/request-fixtures';

let app: TestServer;
let admin: TestVisitor;
let accounts = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function listener() {
  const email = `backstage-${++accounts}@example.com`;
  const visitor = await registerListener(app.url, email, 'correct horse battery');
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('The listener was not created');
  return { visitor, user };
}

async function hasArtistRole(userId: number) {
  const rows = await db()
    .select({ name: roles.name })
    .from(roleUser)
    .innerJoin(roles, eq(roles.id, roleUser.role_id))
    .where(eq(roleUser.user_id, userId));
  return rows.some((row) => row.name === 'artist');
}

const approve = (id: number, notes?: string) =>
  admin.post(`/api/v1/admin/backstage-requests/${id}/approve`, notes === undefined ? {} : { notes });
const deny = (id: number, notes?: string) =>
  admin.post(`/api/v1/admin/backstage-requests/${id}/deny`, notes === undefined ? {} : { notes });

describe('becoming an artist', () => {
  it('creates the artist owned by the user, gives the artist role, and tells them with the notes', async () => {
    const { visitor, user } = await listener();
    const request = await submit(visitor, { type: 'become-artist', artist_name: 'The Engines' });
    expect(request).toMatchObject({ status: 'pending', artist: null, artist_name: 'The Engines' });
    expect(await hasArtistRole(user.id)).toBe(false);

    const approved = await approve(request.id, 'Welcome aboard');
    expect(approved.status).toBe(200);
    const answered = backstageRequestResponseSchema.parse(approved.json).request;
    expect(answered).toMatchObject({ status: 'approved', notes: 'Welcome aboard' });
    expect(answered.artist?.name).toBe('The Engines');

    const [artist] = await db()
      .select()
      .from(artists)
      .where(eq(artists.id, answered.artist?.id ?? 0));
    expect(artist).toMatchObject({ created_by: user.id, verified: false });
    const members = await db().select().from(artistMembers).where(eq(artistMembers.user_id, user.id));
    expect(members).toMatchObject([{ artist_id: artist?.id, role: 'artist' }]);
    expect(await hasArtistRole(user.id)).toBe(true);

    const [notice] = await db().select().from(notifications).where(eq(notifications.user_id, user.id));
    expect(notice?.type).toBe('backstage_request_handled');
    expect(JSON.stringify(notice?.data)).toContain('Welcome aboard');
    const mail = await lastMailTo(db(), user.email);
    expect(mail?.subject).toBe('Your backstage request was approved');
    expect(mail?.text).toContain('Welcome aboard');

    const mine = myBackstageRequestsResponseSchema.parse(
      (await visitor.get('/api/v1/backstage-requests/mine')).json,
    );
    expect(mine.artists).toMatchObject([{ name: 'The Engines', role: 'artist' }]);
    expect(mine.requests.map((row) => row.status)).toEqual(['approved']);
  });

  it('marks the new artist verified when the reviewer asks for it', async () => {
    const { visitor } = await listener();
    const request = await submit(visitor, { type: 'become-artist', artist_name: 'Verified at once' });
    const approved = await admin.post(`/api/v1/admin/backstage-requests/${request.id}/approve`, {
      mark_artist_verified: true,
    });
    expect(backstageRequestResponseSchema.parse(approved.json).request.artist).toMatchObject({
      name: 'Verified at once',
      verified: true,
    });
  });

  it('answers 409 to a second review, so two reviewers cannot both act', async () => {
    const { visitor } = await listener();
    const request = await submit(visitor, { type: 'become-artist', artist_name: 'Twice' });
    expect((await deny(request.id)).status).toBe(200);
    const again = await approve(request.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: ALREADY_REVIEWED });
  });
});

describe('the avatar', () => {
  async function uploadedImage(visitor: TestVisitor, bytes: Uint8Array = PNG) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    form.set('clientMime', 'image/png');
    form.set('clientExtension', 'png');
    form.set('disk', 'public');
    const answer = await visitor.post('/api/v1/file-entries', form);
    return (answer.json as { fileEntry: { url: string } }).fileEntry.url;
  }

  it('becomes the picture of the artist an approved become request creates', async () => {
    const { visitor } = await listener();
    const avatar = await uploadedImage(visitor);
    const request = await submit(visitor, { type: 'become-artist', artist_name: 'Pictured', avatar });
    expect(request.avatar).toBe(avatar);
    const approved = backstageRequestResponseSchema.parse((await approve(request.id)).json).request;
    expect(approved.artist?.image).toBe(avatar);
  });

  it('is only an image the requester uploaded here', async () => {
    const { visitor } = await listener();
    const someoneElse = await uploadedImage((await listener()).visitor);
    for (const [avatar, message] of [
      ['https://tracker.example/pixel.png', AVATAR_NOT_UPLOADED],
      [someoneElse, AVATAR_NOT_UPLOADED],
    ] as const) {
      const answer = await visitor.post(
        '/api/v1/backstage-requests',
        await requestBody(visitor, { type: 'become-artist', artist_name: 'Elsewhere', avatar }),
      );
      expect(answer.status, avatar).toBe(422);
      expect(answer.json).toMatchObject({ errors: { avatar: [message] } });
    }
  });
});

describe('verifying and claiming', () => {
  it('marks the user’s own artist verified, and refuses to verify someone else’s', async () => {
    const { visitor, user } = await listener();
    const own = await makeArtist(app);
    await db().insert(artistMembers).values({ artist_id: own, user_id: user.id, role: 'artist' });
    const other = await makeArtist(app);
    const refused = await visitor.post(
      '/api/v1/backstage-requests',
      await requestBody(visitor, { type: 'verify-artist', artist_id: other }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { artist_id: [NOT_YOUR_ARTIST] } });

    const request = await submit(visitor, { type: 'verify-artist', artist_id: own });
    expect((await approve(request.id)).status).toBe(200);
    const [artist] = await db().select().from(artists).where(eq(artists.id, own));
    expect(artist?.verified).toBe(true);
  });

  it('links a claimant to the artist with the claimed role, once', async () => {
    const { visitor, user } = await listener();
    const artistId = await makeArtist(app);
    const request = await submit(visitor, { type: 'claim-artist', artist_id: artistId, role: 'manager' });
    expect(request).toMatchObject({ role: 'manager', artist: { id: artistId } });
    expect((await approve(request.id)).status).toBe(200);
    const [member] = await db()
      .select()
      .from(artistMembers)
      .where(and(eq(artistMembers.artist_id, artistId), eq(artistMembers.user_id, user.id)));
    expect(member?.role).toBe('manager');
    expect(await hasArtistRole(user.id)).toBe(true);

    const again = await visitor.post(
      '/api/v1/backstage-requests',
      await requestBody(visitor, { type: 'claim-artist', artist_id: artistId }),
    );
    expect(again.json).toMatchObject({ errors: { artist_id: [ALREADY_MEMBER] } });
  });

  it('tells a denied claimant why, and changes nothing in the catalogue', async () => {
    const { visitor, user } = await listener();
    const artistId = await makeArtist(app);
    const request = await submit(visitor, { type: 'claim-artist', artist_id: artistId });
    const denied = backstageRequestResponseSchema.parse(
      (await deny(request.id, 'No proof of management')).json,
    );
    expect(denied.request).toMatchObject({ status: 'denied', notes: 'No proof of management' });
    expect(await db().select().from(artistMembers).where(eq(artistMembers.user_id, user.id))).toEqual([]);
    expect((await lastMailTo(db(), user.email))?.text).toContain('No proof of management');
    const read = await visitor.get(`/api/v1/backstage-requests/${request.id}`);
    expect(read.json).toMatchObject({ request: { status: 'denied', notes: 'No proof of management' } });
  });
});

describe('what a request must carry', () => {
  it('keeps one pending request per user and type, and takes another once it is reviewed', async () => {
    const { visitor } = await listener();
    const first = await submit(visitor, { type: 'become-artist', artist_name: 'First' });
    const second = await visitor.post(
      '/api/v1/backstage-requests',
      await requestBody(visitor, { type: 'become-artist', artist_name: 'Second' }),
    );
    expect(second.status).toBe(422);
    expect(second.json).toMatchObject({ errors: { type: [ONE_PENDING] } });
    await deny(first.id);
    expect((await submit(visitor, { type: 'become-artist', artist_name: 'Second' })).status).toBe('pending');
  });

  it.each([
    ['no artist name to become', { type: 'become-artist' }, 'artist_name'],
    ['no artist to claim', { type: 'claim-artist' }, 'artist_id'],
    ['an unknown type', { type: 'become-label', artist_name: 'X' }, 'type'],
    ['an empty first name', { type: 'become-artist', artist_name: 'X', first_name: ' ' }, 'first_name'],
    ['a role no one has', { type: 'claim-artist', artist_id: 1, role: 'roadie' }, 'role'],
    [
      'a link that is not a web address',
      { type: 'become-artist', artist_name: 'X', links: ['ftp://x'] },
      'links.0',
    ],
  ])('answers 422 naming the field to %s', async (_case, fields, field) => {
    const { visitor } = await listener();
    const answer = await visitor.post('/api/v1/backstage-requests', await requestBody(visitor, fields));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toContain(field);
  });

  it('takes only the user’s own private image of at most 5 MB as the identity document', async () => {
    const { visitor } = await listener();
    const send = async (proof: number) =>
      (
        await visitor.post('/api/v1/backstage-requests', {
          ...(await requestBody(visitor, { type: 'become-artist', artist_name: 'Proof' })),
          proof_file_entry_id: proof,
        })
      ).json;
    const publicEntry = await uploadProof(visitor, { disk: 'public' });
    expect(await send(publicEntry)).toMatchObject({ errors: { proof_file_entry_id: [PROOF_NOT_PRIVATE] } });
    const text = await uploadProof(visitor, { bytes: Buffer.from('not an image'), name: 'passport.png' });
    expect(await send(text)).toMatchObject({ errors: { proof_file_entry_id: [PROOF_NOT_IMAGE] } });
    const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await uploadProof(visitor, { bytes: large });
    expect(await send(tooLarge)).toMatchObject({ errors: { proof_file_entry_id: [PROOF_TOO_LARGE] } });
    const { visitor: other } = await listener();
    const theirs = await uploadProof(other);
    expect(await send(theirs)).toMatchObject({ errors: { proof_file_entry_id: [expect.any(String)] } });
  });
});

describe('the identity document', () => {
  it('is served to its author and reviewers only, and deleted with its request', async () => {
    const { visitor } = await listener();
    const request = await submit(visitor, { type: 'become-artist', artist_name: 'Private' });
    const url = request.proof?.url ?? '';
    const own = await visitor.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await admin.get(url)).status).toBe(200);
    const { visitor: stranger } = await listener();
    expect((await stranger.get(url)).status).toBe(404);
    expect((await stranger.get(`/api/v1/backstage-requests/${request.id}`)).status).toBe(404);

    const [row] = await db()
      .select({ proof: backstageRequests.proof_file_entry_id })
      .from(backstageRequests)
      .where(eq(backstageRequests.id, request.id));
    const proofEntry = () =>
      db()
        .select()
        .from(fileEntries)
        .where(eq(fileEntries.id, row?.proof ?? 0));
    expect(await proofEntry()).toHaveLength(1);
    const deleted = await admin.request(`/api/v1/admin/backstage-requests/${request.id}`, {
      method: 'DELETE',
    });
    expect(deleted.json).toEqual({ status: 'success' });
    expect(await proofEntry()).toEqual([]);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.get(`/api/v1/admin/backstage-requests/${request.id}`)).status).toBe(404);
  });
});

describe('the review queue', () => {
  it('lists pending requests first, oldest waiting first, and filters by type, status and user', async () => {
    const { visitor, user } = await listener();
    const become = await submit(visitor, { type: 'become-artist', artist_name: 'Queue' });
    const claim = await submit(visitor, { type: 'claim-artist', artist_id: await makeArtist(app) });
    await deny(become.id, 'Not yet');
    const page = async (query: string) =>
      paginatedResponseSchema(backstageRequestSchema).parse(
        (await admin.get(`/api/v1/admin/backstage-requests?perPage=100${query}`)).json,
      ).pagination;

    const queue = await page('');
    const ranks = queue.data.map((row) => ['pending', 'approved', 'denied'].indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const filters = (list: unknown[]) => `&filters=${encodeListFilters(list as never)}`;
    const theirs = await page(filters([{ key: 'user', operator: '=', value: user.id }]));
    expect(theirs.data.map((row) => row.id)).toEqual([claim.id, become.id]);
    const claims = await page(
      filters([
        { key: 'user', operator: '=', value: user.id },
        { key: 'type', operator: '=', value: 'claim-artist' },
      ]),
    );
    expect(claims.data.map((row) => row.id)).toEqual([claim.id]);
    const denied = await page(
      filters([
        { key: 'user', operator: '=', value: user.id },
        { key: 'status', operator: '=', value: 'denied' },
      ]),
    );
    expect(denied.data.map((row) => row.id)).toEqual([become.id]);
    const searched = await page('&query=Queue');
    expect(searched.data.map((row) => row.id)).toContain(become.id);
    expect((await admin.get('/api/v1/admin/backstage-requests?orderBy=artist_name')).status).toBe(422);
  });
});
