import { socialAuthPopupResultSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

describe('social sign-in popups', () => {
  it('report an unconfigured provider through the popup result, under a nonce-only CSP', async () => {
    for (const action of ['login', 'connect']) {
      const page = await new TestVisitor(app.url).get(`/secure/auth/social/google/${action}`);
      expect(page.status).toBe(200);
      const nonce = /<script nonce="([^"]+)">/.exec(page.text)?.[1];
      expect(page.headers.get('Content-Security-Policy')).toBe(
        `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
      );
      const posted = /var result = (.*);/.exec(page.text)?.[1];
      expect(socialAuthPopupResultSchema.parse(JSON.parse(posted ?? 'null'))).toEqual({
        status: 'ERROR',
        callbackData: { errorMessage: 'Sign-in with Google is not configured on this site.' },
      });
      expect(page.text).toContain('window.opener.postMessage(result, window.location.origin)');
    }
  });

  it('answers 404 for a service the product does not offer', async () => {
    expect((await new TestVisitor(app.url).get('/secure/auth/social/myspace/login')).status).toBe(404);
  });
});
