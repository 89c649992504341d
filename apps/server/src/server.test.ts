import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './config/env';
import { startServer } from './server';
import { startTestServer, type TestServer } from './test-support/test-server';
import { TestVisitor } from './test-support/test-visitor';

let app: TestServer;
const logs: string[] = [];

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
// The first test closes the server itself; `stop` would close it again, then remove the data.
afterAll(() => app?.stop());

describe('the server lifecycle', () => {
  it('finishes a request in flight before closing, then stops accepting connections', async () => {
    const agent = await new TestVisitor(app.url).open();
    const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let sendRest: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email": "late@example.com",'));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode('"password": "x", "remember": false}'));
          controller.close();
        };
      },
    });
    const inFlight = fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': agent.cookies.get('XSRF-TOKEN') ?? '',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    // Let the request reach the handler, which now waits for the rest of its body.
    await new Promise((resolve) => setImmediate(resolve));
    await agent.get('/api/v1/users/me');

    const events: string[] = [];
    const closing = app.server.close().then(() => events.push('closed'));
    // Give a shutdown that did not wait every chance to finish first.
    for (let tick = 0; tick < 20; tick++) await new Promise((resolve) => setImmediate(resolve));
    events.push('body finished');
    sendRest?.();
    const answer = await inFlight;
    await closing;
    expect(answer.status).toBe(422);
    expect(events).toEqual(['body finished', 'closed']);
    await expect(fetch(`${app.url}/api/v1/users/me`)).rejects.toThrow();
  });

  it('keeps the data across a restart without migrating or seeding again', async () => {
    const parsed = parseEnv(app.env);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const again = await startServer(parsed.env, { log: (line) => logs.push(line) });
    try {
      expect(logs).toEqual([]);
      const agent = await new TestVisitor(again.url).open();
      const login = await agent.post('/auth/login', {
        email: parsed.env.ADMIN_EMAIL,
        password: parsed.env.ADMIN_PASSWORD,
        remember: false,
      });
      expect(login.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
