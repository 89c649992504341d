import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { contentSecurityPolicy } from './security-headers';

describe('a site served over https', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ APP_URL: 'https://music.example.com', REGISTRATIONS_PER_HOUR: '3' });
  }, 60_000);
  afterAll(() => app?.stop());

  it('tells browsers to come back only over https', async () => {
    const page = await new TestVisitor(app.url).get('/');
    expect(page.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes at most the configured number of sign-ups an hour from one address', async () => {
    const statuses: number[] = [];
    for (let account = 0; account < 4; account++) {
      const visitor = await new TestVisitor(app.url).open();
      const answer = await visitor.post('/auth/register', {
        email: `signup${account}@example.com`,
        password: 'correct horse',
        password_confirmation: 'correct horse',
        policies: ACCEPTED_POLICIES,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    app.clock.advance(61 * 60_000);
    const later = await new TestVisitor(app.url).open();
    const answer = await later.post('/auth/register', {
      email: 'signup-later@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      policies: ACCEPTED_POLICIES,
    });
    expect(answer.status).toBe(200);
  });
});

describe('a site served over http', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  }, 60_000);
  afterAll(() => app?.stop());

  it('sends no Strict-Transport-Security, which would lock browsers out of it', async () => {
    const page = await new TestVisitor(app.url).get('/');
    expect(page.headers.has('Strict-Transport-Security')).toBe(false);
  });
});

describe('the content security policy', () => {
  const scriptSources = (policy: string) =>
    policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ')
      .slice(1);

  it("admits the site's own scripts only while reCAPTCHA has no keys", () => {
    expect(scriptSources(contentSecurityPolicy('/register'))).toEqual(["'self'"]);
  });

  it("admits reCAPTCHA's loader and code when it has keys, so the human check can run", () => {
    expect(scriptSources(contentSecurityPolicy('/register', { recaptcha: true }))).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('lets only embeds be framed by other sites', () => {
    expect(contentSecurityPolicy('/track/1/song/embed')).toContain('frame-ancestors *');
    expect(contentSecurityPolicy('/track/1/song')).toContain("frame-ancestors 'self'");
  });
});
