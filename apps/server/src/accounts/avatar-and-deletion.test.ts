import { fileEntryResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { serverObjects } from '../db/schema';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, NOT_AN_IMAGE } from './avatar-routes';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function member(password = 'correct horse') {
  const email = `avatar${++count}@example.com`;
  const agent = await new TestVisitor(app.url).open();
  await agent.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: ACCEPTED_POLICIES,
  });
  return { agent, email, password };
}

function upload(bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

describe('users/{id}/avatar', () => {
  it('stores an uploaded image, serves it, and removes it', async () => {
    const { agent } = await member();
    const uploaded = await agent.post('/api/v1/users/me/avatar', upload(PNG));
    expect(uploaded.status).toBe(200);
    const image = userResponseSchema.parse(uploaded.json).user.image;
    expect(image).toMatch(/^\/storage\/files\/avatars\/[\w-]+\.png$/);

    const served = await agent.get(image ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const removed = await agent.request('/api/v1/users/me/avatar', { method: 'DELETE' });
    expect(userResponseSchema.parse(removed.json).user.image).toBeNull();
    expect((await agent.get(image ?? '')).status).toBe(404);
    // The avatar's record went with it: nothing the server stored outlives what used it.
    const name = (image ?? '').replace('/storage/files/', '');
    const records = await app.server.services.db
      .select()
      .from(serverObjects)
      .where(eq(serverObjects.name, name));
    expect(records).toEqual([]);
  });

  it('refuses a file that is not an image whatever its claimed type, and an SVG', async () => {
    const { agent } = await member();
    const fake = await agent.post(
      '/api/v1/users/me/avatar',
      upload(new TextEncoder().encode('hello'), 'image/png'),
    );
    expect(fake.status).toBe(422);
    expect(fake.json).toEqual({ message: NOT_AN_IMAGE, errors: { file: [NOT_AN_IMAGE] } });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await agent.post('/api/v1/users/me/avatar', upload(svg, 'image/svg+xml', 'x.svg'))).status).toBe(
      422,
    );
  });

  it('takes an image the user uploaded to the public disk, and refuses any other upload', async () => {
    const { agent } = await member();
    const publicUpload = async (visitor: TestVisitor, bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = upload(bytes, 'image/png', name);
      form.set('disk', 'public');
      const answer = await visitor.post('/api/v1/file-entries', form);
      expect(answer.status, answer.text).toBe(201);
      return fileEntryResponseSchema.parse(answer.json).fileEntry.url;
    };
    const url = await publicUpload(agent, PNG, 'me.png');
    const chosen = await agent.post('/api/v1/users/me/avatar', { url });
    expect(chosen.status, chosen.text).toBe(200);
    // Moved under the avatars folder like any avatar; the upload itself is gone.
    const image = userResponseSchema.parse(chosen.json).user.image ?? '';
    expect(image).toMatch(/^\/storage\/files\/avatars\/[\w-]+\.png$/);
    expect((await agent.get(image)).status).toBe(200);
    expect((await agent.get(url)).status).toBe(404);
    // An upload named on the site's own origin; the avatar it replaces goes.
    const next = await publicUpload(agent, PNG, 'next.png');
    const absolute = await agent.post('/api/v1/users/me/avatar', { url: new URL(next, app.url).href });
    expect(userResponseSchema.parse(absolute.json).user.image).toMatch(/^\/storage\/files\/avatars\//);
    expect((await agent.get(image)).status).toBe(404);

    // A refused upload is not left public.
    const text = await publicUpload(agent, new TextEncoder().encode('not a picture'), 'me.png');
    expect((await agent.get(text)).status).toBe(200);
    const refused = await agent.post('/api/v1/users/me/avatar', { url: text });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { file: [NOT_AN_IMAGE] } });
    expect((await agent.get(text)).status).toBe(404);

    const { agent: other } = await member();
    const theirs = await publicUpload(other, PNG, 'theirs.png');
    expect((await agent.post('/api/v1/users/me/avatar', { url: theirs })).status).toBe(422);
    expect((await agent.post('/api/v1/users/me/avatar', { url: '/etc/passwd' })).status).toBe(422);
  });

  it('refuses an image over 2 MB with a field error, and a much larger body with 413', async () => {
    const { agent } = await member();
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await agent.post('/api/v1/users/me/avatar', upload(big));
    expect(tooBig.status).toBe(422);
    expect(tooBig.json).toMatchObject({ errors: { file: [AVATAR_TOO_LARGE] } });
    const huge = new Uint8Array(AVATAR_MAX_BYTES * 2);
    huge.set(PNG);
    expect((await agent.post('/api/v1/users/me/avatar', upload(huge))).status).toBe(413);
  });

  it('takes an image address instead of a file', async () => {
    const { agent } = await member();
    const answer = await agent.post('/api/v1/users/me/avatar', { url: 'https://images.example.com/me.jpg' });
    expect(userResponseSchema.parse(answer.json).user.image).toBe('https://images.example.com/me.jpg');
    expect((await agent.post('/api/v1/users/me/avatar', { url: 'javascript:alert(1)' })).status).toBe(422);
  });
});

describe('users/{id}?deleteCurrentUser=true', () => {
  it('asks for a recent password confirmation, then deletes the account and signs out', async () => {
    const { agent, email, password } = await member();
    app.clock.advance(9001 * 1000);
    await agent.post('/auth/login', { email, password, remember: true });
    app.clock.advance(9001 * 1000);

    const unconfirmed = await agent.request('/api/v1/users/me?deleteCurrentUser=true', { method: 'DELETE' });
    expect(unconfirmed.status).toBe(423);
    expect(unconfirmed.json).toEqual({ message: 'Password confirmation required.' });

    await agent.post('/auth/user/confirm-password', { password });
    const deleted = await agent.request('/api/v1/users/me?deleteCurrentUser=true', { method: 'DELETE' });
    expect(deleted.json).toEqual({ status: 'success', message: 'Account deleted' });
    expect((await agent.get('/api/v1/users/me')).status).toBe(401);
    const again = await new TestVisitor(app.url).open();
    expect((await again.post('/auth/login', { email, password, remember: false })).status).toBe(422);
  });

  it('keeps the only admin account', async () => {
    const admin = await new TestVisitor(app.url).open();
    await admin.post('/auth/login', {
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
      remember: false,
    });
    const answer = await admin.request('/api/v1/users/me?deleteCurrentUser=true', { method: 'DELETE' });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: 'The only admin account cannot be deleted.' });
  });
});
