import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { roles, roleUser, users } from '../db/schema';
import { registerListener } from '../test-support/register-listener';
import { type SecondInstance, startSecondInstance } from '../test-support/second-instance';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor, type Visit } from '../test-support/test-visitor';

/**
 * Each instance keeps the sessions and accounts it read; these tests prove a kept one is never used after it changed,
 * on the instance that made the change and on another one, at the very next request: on PGlite in the unit stage,
 * and on PostgreSQL in `test:postgres`, where each instance hears changes through its own listening connection a
 * moment after they commit and so first catches up with them.
 */
const PASSWORD = 'correct horse battery';

let app: TestServer;
let other: SecondInstance;

beforeAll(async () => {
  app = await startTestServer();
  other = await startSecondInstance(app);
}, 60_000);

afterAll(async () => {
  await other?.close();
  await app?.stop();
  expect(other?.errors).toEqual([]);
});

let accounts = 0;
async function signedInListener(): Promise<{ visitor: TestVisitor; id: number }> {
  accounts += 1;
  const email = `kept-${accounts}@example.com`;
  const visitor = await registerListener(app.url, email, PASSWORD);
  const [user] = await app.server.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not registered`);
  return { visitor, id: user.id };
}

/** A copy of the visitor's cookies, to replay the session after the visitor moved on. */
function replay(visitor: TestVisitor): TestVisitor {
  const copy = new TestVisitor(app.url);
  for (const [name, value] of visitor.cookies) copy.cookies.set(name, value);
  return copy;
}

/** `GET users/me` as `visitor` on the second instance. */
async function meOnOtherInstance(visitor: TestVisitor): Promise<{ status: number; json: unknown }> {
  const answer = await other.request(visitor, '/api/v1/users/me');
  return { status: answer.status, json: await answer.json() };
}

/** The signed-in session is kept after a request, so the tests below use a kept one. */
async function expectKept(visitor: TestVisitor): Promise<void> {
  expect((await visitor.get('/api/v1/users/me')).status).toBe(200);
  expect(app.server.services.live.accounts.size.sessions).toBeGreaterThan(0);
}

describe('sessions and accounts kept between requests', () => {
  it('refuses a kept session right after its sign-out', async () => {
    const { visitor } = await signedInListener();
    await expectKept(visitor);
    const before = replay(visitor);
    expect((await visitor.post('/auth/logout')).status).toBe(200);
    expect((await before.get('/api/v1/users/me')).status).toBe(401);
  });

  it('refuses a kept session right after "log out other sessions" from another device', async () => {
    const { visitor } = await signedInListener();
    await expectKept(visitor);
    const other = await new TestVisitor(app.url).open();
    const email = `kept-${accounts}@example.com`;
    expect((await other.post('/auth/login', { email, password: PASSWORD, remember: false })).status).toBe(
      200,
    );
    const revoked = await other.post('/api/v1/user-sessions/logout-other', { password: PASSWORD });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await visitor.get('/api/v1/users/me')).status).toBe(401);
    expect((await other.get('/api/v1/users/me')).status).toBe(200);
  });

  it('refuses a kept account right after an admin suspends it', async () => {
    const { visitor, id } = await signedInListener();
    await expectKept(visitor);
    const admin = await signInAdmin(app);
    expect((await admin.post(`/api/v1/admin/users/${id}/suspend`, { reason: 'Spam' })).status).toBe(200);
    const answer = await visitor.get('/api/v1/users/me');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('x-account-suspended')).toBe('1');
  });

  it('shows at once a role given by any write, even one made by hand in SQL', async () => {
    const { visitor, id } = await signedInListener();
    await expectKept(visitor);
    const { db } = app.server.services;
    const [role] = await db
      .insert(roles)
      .values({ name: `kept role ${id}` })
      .returning({ id: roles.id });
    if (!role) throw new Error('The role was not created');
    await db.insert(roleUser).values({ user_id: id, role_id: role.id });
    const roleNames = (visit: Visit) =>
      (visit.json as { user: { roles: { name: string }[] } }).user.roles.map((given) => given.name);
    expect(roleNames(await visitor.get('/api/v1/users/me'))).toContain(`kept role ${id}`);
  });

  it('refuses a suspended account on another instance at its next request', async () => {
    const { visitor, id } = await signedInListener();
    expect((await meOnOtherInstance(visitor)).status).toBe(200);
    expect(other.live.accounts.size.sessions).toBeGreaterThan(0);
    const admin = await signInAdmin(app);
    expect((await admin.post(`/api/v1/admin/users/${id}/suspend`, {})).status).toBe(200);
    expect((await meOnOtherInstance(visitor)).status).toBe(403);
  });
});
