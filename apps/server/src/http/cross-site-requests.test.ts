import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

describe('a state change another site makes the browser send', () => {
  it('is refused without replacing the visitor’s session or XSRF cookie', async () => {
    const listener = await registerListener(app.url, 'cross-site@example.com', 'correct horse battery');
    // SameSite=Lax cookies stay home on a cross-site POST: the server sees a visitor without any.
    const forged = await fetch(new URL('/api/v1/workspace', app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: 'Forged' }),
    });
    expect(forged.status).toBe(419);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await listener.get('/api/v1/users/me')).status).toBe(200);
  });

  it('still gives a first-time visitor its cookies on a page', async () => {
    const page = await fetch(new URL('/api/v1/users/me', app.url));
    expect(page.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(
      expect.arrayContaining(['XSRF-TOKEN']),
    );
  });
});
