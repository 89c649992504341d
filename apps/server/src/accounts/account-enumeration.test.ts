import { createServer, type Server, type Socket } from 'node:net';
import { registerResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDetachedWork } from '../security/detached-work';
import { writeSetting } from '../settings/settings-store';
import { lastMailTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { RESET_LINK_SENT } from './password-reset-routes';

/**
 * A mail server that takes the connection and never answers: sending through it lasts until the mailer gives up,
 * so an answer that waited for a mail would take far longer for an address with an account.
 */
async function startSilentMailServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let app: TestServer;
let mail: Awaited<ReturnType<typeof startSilentMailServer>>;
const EMAIL = 'known.listener@example.com';
/** Far below the mailer's own timeouts (tens of seconds), far above a database round trip. */
const PROMPT_MS = 3000;

beforeAll(async () => {
  mail = await startSilentMailServer();
  app = await startTestServer({ MAIL_URL: mail.url });
  // Registration mails nothing while email confirmation is off.
  await registerListener(app.url, EMAIL, 'correct horse');
}, 60_000);
afterAll(async () => {
  await mail?.stop();
  await app?.stop();
});

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await call();
  return { ms: performance.now() - started, result };
}

describe('answers that never tell whether an address has an account', () => {
  it('answers forgot-password for a real account without waiting for its mail', async () => {
    const guest = await new TestVisitor(app.url).open();
    const known = await timed(() => guest.post('/auth/forgot-password', { email: EMAIL }));
    const unknown = await timed(() => guest.post('/auth/forgot-password', { email: 'nobody@example.com' }));
    expect(known.result.json).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.result.json).toEqual({ message: RESET_LINK_SENT });
    expect(known.ms).toBeLessThan(PROMPT_MS);
    expect(unknown.ms).toBeLessThan(PROMPT_MS);
    // The mail is still being sent: it was not part of the answer.
    expect((await lastMailTo(app.server.services.db, EMAIL))?.status).toBe('sending');
  });

  it('answers a sign-up with a taken address as one with a new address, without waiting for the mail', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const taken = await timed(() =>
      visitor.post('/auth/register', {
        email: EMAIL,
        password: 'some password',
        password_confirmation: 'some password',
        policies: ACCEPTED_POLICIES,
      }),
    );
    expect(taken.ms).toBeLessThan(PROMPT_MS);
    expect(registerResponseSchema.parse(taken.result.json).status).toBe('needs_email_verification');
    expect(taken.result.text).not.toMatch(/taken|exists/i);
  });
});

describe('sign-ups while email confirmation is required', () => {
  beforeAll(() => writeSetting(app.server.services.db, 'require_email_confirmation', true));
  afterAll(() => writeSetting(app.server.services.db, 'require_email_confirmation', false));

  async function signUp(email: string) {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await timed(() =>
      visitor.post('/auth/register', {
        email,
        password: 'some password',
        password_confirmation: 'some password',
        policies: ACCEPTED_POLICIES,
      }),
    );
    const me = await visitor.get('/api/v1/users/me');
    return { ...answer, cookies: [...visitor.cookies.keys()].sort(), signedIn: me.status === 200 };
  }

  it('answers a new address exactly as a taken one: a guest, the same body and cookies, promptly', async () => {
    const fresh = await signUp('brand.new.listener@example.com');
    const taken = await signUp(EMAIL);
    for (const answer of [fresh, taken]) {
      expect(answer.ms).toBeLessThan(PROMPT_MS);
      expect(answer.signedIn).toBe(false);
    }
    expect(fresh.result.status).toBe(taken.result.status);
    expect(fresh.cookies).toEqual(taken.cookies);
    const body = (answer: typeof fresh) => {
      const { status, bootstrapData } = registerResponseSchema.parse(answer.result.json);
      return { status, user: bootstrapData.user };
    };
    expect(body(fresh)).toEqual(body(taken));
  });
});

describe('settling detached work', () => {
  it('waits for the mails sent after an answer', async () => {
    const quick = await startTestServer();
    try {
      await registerListener(quick.url, EMAIL, 'correct horse');
      const guest = await new TestVisitor(quick.url).open();
      await guest.post('/auth/forgot-password', { email: EMAIL });
      await settleDetachedWork(quick.server.services);
      expect((await lastMailTo(quick.server.services.db, EMAIL))?.subject).toMatch(/^Reset your/);
    } finally {
      await quick.stop();
    }
  });
});
