import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import type { AppServices } from '../app-context';
import { notify } from '../notifications/notify';
import { registerListener } from '../test-support/register-listener';
import { type SecondInstance, startSecondInstance } from '../test-support/second-instance';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { LiveStreamReader } from './live-stream-reader';
import { LIVE_UPDATES_SETTING } from './live-updates-setting';

const PASSWORD = 'correct horse battery';

let app: TestServer;
/** A second instance on the same database: its own listening connection and tabs, its own app. */
let other: SecondInstance;

beforeAll(async () => {
  app = await startTestServer();
  // A short heartbeat, so a stream notices its session ended within the test.
  other = await startSecondInstance(app, { heartbeatMs: 100 });
}, 60_000);

afterAll(async () => {
  await other?.close();
  await app?.stop();
  expect(other?.errors).toEqual([]);
});

const cookieOf = (visitor: TestVisitor) =>
  [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Opens `GET api/v1/live` as `visitor`'s tab on the second instance. */
async function streamFromOtherInstance(visitor: TestVisitor): Promise<LiveStreamReader> {
  const answer = await other.request(visitor, '/api/v1/live', 'text/event-stream');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/event-stream');
  return new LiveStreamReader(answer);
}

let accounts = 0;
async function listener(): Promise<{ visitor: TestVisitor; user: { id: number; email: string } }> {
  accounts += 1;
  const email = `live-${accounts}@example.com`;
  const visitor = await registerListener(app.url, email, PASSWORD);
  const me = (await visitor.get('/api/v1/users/me')).json as { user: { id: number } };
  return { visitor, user: { id: me.user.id, email } };
}

function notifyOf(services: AppServices, user: { id: number; email: string }) {
  return notify(services, user, {
    kind: 'comment_reply',
    data: () => ({ lines: [{ content: 'Someone replied to your comment.' }] }),
    mail: () => ({ subject: 'A reply', text: 'Someone replied to your comment.' }),
  });
}

const countOf = (data: string) => (JSON.parse(data) as { unreadCount: number }).unreadCount;

describe('GET api/v1/live', () => {
  it('answers 401 to a guest', async () => {
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.get('/api/v1/live')).status).toBe(401);
  });

  it('opens with the unread count, and brings a notification created on another instance within a second', async () => {
    const { visitor, user } = await listener();
    const stream = await streamFromOtherInstance(visitor);
    const opened = await stream.next((event) => event.event === 'unread');
    expect(countOf(opened.data)).toBe(0);
    const createdAt = Date.now();
    await notifyOf(app.server.services, user);
    const arrived = await stream.next((event) => event.event === 'notification', { timeoutMs: 1_000 });
    expect(Date.now() - createdAt).toBeLessThan(1_000);
    expect(countOf(arrived.data)).toBe(1);
    await stream.cancel();
  });

  it("sends the new count to the user's tabs when notifications are read in another tab", async () => {
    const { visitor, user } = await listener();
    await notifyOf(app.server.services, user);
    await notifyOf(app.server.services, user);
    const stream = await streamFromOtherInstance(visitor);
    expect(countOf((await stream.next((event) => event.event === 'unread')).data)).toBe(2);
    const read = await visitor.post('/api/v1/notifications/mark-as-read', { markAllAsRead: true });
    expect(read.status).toBe(200);
    const changed = await stream.next((event) => event.event === 'unread', { skip: 1 });
    expect(countOf(changed.data)).toBe(0);
    await stream.cancel();
  });

  it('sends a user only their own events', async () => {
    const first = await listener();
    const second = await listener();
    const firstStream = await streamFromOtherInstance(first.visitor);
    const secondStream = await streamFromOtherInstance(second.visitor);
    await firstStream.next((event) => event.event === 'unread');
    await secondStream.next((event) => event.event === 'unread');
    await notifyOf(app.server.services, first.user);
    await notifyOf(app.server.services, first.user);
    await firstStream.next((event) => event.event === 'notification' && countOf(event.data) === 2);
    // The second user's first event after opening is their own notification: none of the first user's came before.
    await notifyOf(app.server.services, second.user);
    const own = await secondStream.next((event) => event.event === 'notification');
    expect(secondStream.events.slice(1)).toEqual([own]);
    expect(countOf(own.data)).toBe(1);
    await firstStream.cancel();
    await secondStream.cancel();
  });

  it('tells every tab when an admin saves the settings', async () => {
    const { visitor } = await listener();
    const stream = await streamFromOtherInstance(visitor);
    await stream.next((event) => event.event === 'unread');
    const admin = await signInAdmin(app);
    const saved = await admin.request('/api/v1/settings', {
      method: 'PUT',
      body: { dates: { default_timezone: 'UTC', format: 'short' } },
    });
    expect(saved.status).toBe(200);
    await stream.next((event) => event.event === 'settings');
    await stream.cancel();
  });

  it('ends the stream when its session ends (logout)', async () => {
    const { visitor } = await listener();
    const stream = await streamFromOtherInstance(visitor);
    await stream.next((event) => event.event === 'unread');
    expect((await visitor.post('/auth/logout')).status).toBe(200);
    await stream.end();
    expect(stream.ended).toBe(true);
  });

  it("streams through the instance's own HTTP listener, unbuffered", async () => {
    const { visitor } = await listener();
    const answer = await fetch(new URL('/api/v1/live', app.url), {
      headers: { Cookie: cookieOf(visitor), Accept: 'text/event-stream' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    const stream = new LiveStreamReader(answer);
    expect(countOf((await stream.next((event) => event.event === 'unread')).data)).toBe(0);
    await stream.cancel();
  });

  it('refuses a live_updates setting of the wrong shape with 422', async () => {
    const admin = await signInAdmin(app);
    const wrong = await admin.request('/api/v1/settings', {
      method: 'PUT',
      body: { [LIVE_UPDATES_SETTING]: { enable: 'yes' } },
    });
    expect(wrong.status).toBe(422);
  });

  it('answers 404 while an admin has turned live updates off, so tabs poll instead', async () => {
    const { visitor } = await listener();
    const admin = await signInAdmin(app);
    const off = await admin.request('/api/v1/settings', {
      method: 'PUT',
      body: { [LIVE_UPDATES_SETTING]: { enable: false } },
    });
    expect(off.status).toBe(200);
    try {
      expect((await visitor.get('/api/v1/live')).status).toBe(404);
    } finally {
      await admin.request('/api/v1/settings', {
        method: 'PUT',
        body: { [LIVE_UPDATES_SETTING]: { enable: true } },
      });
    }
  });
});
