import { userListResponseSchema, userProfileResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { UNNAMED_USER } from './serialize-user';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

async function idOf(visitor: TestVisitor): Promise<number> {
  return ((await visitor.get('/api/v1/users/me')).json as { user: { id: number } }).user.id;
}

describe('the name other people see', () => {
  it('never shows any part of an unnamed user’s email on the profile or in follower lists', async () => {
    const secretive = await registerListener(app.url, 'jane.private.person@example.com', 'correct horse');
    const follower = await registerListener(app.url, 'someone.else.entirely@example.com', 'correct horse');
    const id = await idOf(secretive);
    await secretive.post(`/api/v1/users/${await idOf(follower)}/follow`);
    const guest = await new TestVisitor(app.url).open();

    const profile = await guest.get(`/api/v1/user-profile/${id}`);
    expect(userProfileResponseSchema.parse(profile.json).user.name).toBe(UNNAMED_USER);
    expect(profile.text).not.toContain('jane.private.person');
    const followers = await guest.get(`/api/v1/user-profile/${await idOf(follower)}/followers`);
    expect(userListResponseSchema.parse(followers.json).pagination.data.map((user) => user.name)).toEqual([
      UNNAMED_USER,
    ]);
    expect(followers.text).not.toContain('jane.private.person');
  });

  it('shows the name the user gave, and keeps the owner’s own view of their account', async () => {
    const named = await registerListener(app.url, 'named.person@example.com', 'correct horse');
    const id = await idOf(named);
    expect(((await named.get('/api/v1/users/me')).json as { user: { name: string } }).user.name).toBe(
      'named.person',
    );
    await named.request(`/api/v1/users/${id}`, {
      method: 'PUT',
      body: { first_name: 'Ana', last_name: 'Lima' },
    });
    const guest = await new TestVisitor(app.url).open();
    const profile = userProfileResponseSchema.parse((await guest.get(`/api/v1/user-profile/${id}`)).json);
    expect(profile.user.name).toBe('Ana Lima');
  });
});
