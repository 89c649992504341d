import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/settings-store';
import { lastMailTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';
import { EMAIL_NOT_VERIFIED } from './email-verification-guard';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
  await writeSetting(app.server.services.db, 'require_email_confirmation', true);
}, 60_000);
afterAll(() => app?.stop());

const PASSWORD = 'correct horse';

async function unverifiedListener() {
  const email = `unverified${++count}@example.com`;
  return { email, agent: await registerListener(app.url, email, PASSWORD) };
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
  form.append('clientMime', 'text/plain');
  form.append('clientExtension', 'txt');
  return form;
}

/** The calls the verification screen hides: playlists, tokens, workspaces, uploads, account security. */
const HIDDEN_CALLS: [string, (agent: TestVisitor) => ReturnType<TestVisitor['post']>][] = [
  ['a playlist', (agent) => agent.post('/api/v1/playlists', { name: 'Mine' })],
  ['an access token', (agent) => agent.post('/api/v1/access-tokens', { tokenName: 'ci' })],
  ['a workspace', (agent) => agent.post('/api/v1/workspace', { name: 'Band' })],
  ['a file upload', (agent) => agent.post('/api/v1/file-entries', uploadForm())],
  ['a direct upload', (agent) => agent.post('/api/v1/s3/simple/presign', { filename: 'a.txt', size: 1 })],
  ['a password change', (agent) => agent.request('/auth/user/password', { method: 'PUT', body: {} })],
  ['the notifications', (agent) => agent.get('/api/v1/notifications')],
];

describe('an account whose email is not verified while the site requires it', () => {
  it.each(HIDDEN_CALLS)('is refused %s with 403', async (_name, call) => {
    const { agent } = await unverifiedListener();
    const answer = await call(agent);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: EMAIL_NOT_VERIFIED });
  });

  it('still reads its bootstrap data and user, resends the code, verifies and logs out', async () => {
    const { agent, email } = await unverifiedListener();
    expect((await agent.get('/api/v1/bootstrap-data')).status).toBe(200);
    expect((await agent.get('/api/v1/users/me')).status).toBe(200);
    app.clock.advance(61_000);
    expect((await agent.post('/api/v1/resend-email-verification', { email })).status).toBe(200);
    const code = /verification code is (\d{6})/.exec(
      (await lastMailTo(app.server.services.db, email))?.text ?? '',
    )?.[1];
    expect((await agent.post('/api/v1/validate-email-verification-otp', { code })).status).toBe(200);
    expect((await agent.post('/api/v1/playlists', { name: 'Mine' })).status).toBe(201);
    expect((await agent.post('/auth/logout')).status).toBe(200);
  });

  it('is let through once the site no longer requires confirmation', async () => {
    const { agent } = await unverifiedListener();
    await writeSetting(app.server.services.db, 'require_email_confirmation', false);
    try {
      expect((await agent.post('/api/v1/playlists', { name: 'Mine' })).status).toBe(201);
    } finally {
      await writeSetting(app.server.services.db, 'require_email_confirmation', true);
    }
  });
});
