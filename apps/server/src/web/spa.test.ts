import { rm } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { bootstrapDataSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { TEST_ASSET_BODY, TEST_ASSET_PATH } from '../test-support/test-web-dist';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-files';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

/** A GET whose path is sent exactly as written; `fetch` would resolve the dot segments first. */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get({ hostname: '127.0.0.1', port: app.server.port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

function inlinedBootstrap(html: string): unknown {
  const match = /<script id="bootstrap-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('No bootstrap data in the page');
  return JSON.parse(match[1]);
}

describe('the web app', () => {
  it('answers every non-API page with index.html carrying the guest bootstrap data', async () => {
    const agent = new TestVisitor(app.url);
    for (const path of ['/', '/login', '/artist/1/some-artist', '/account-settings']) {
      const page = await agent.get(path, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      expect(page.headers.get('Cache-Control')).toBe('no-store');
      expect(page.text).not.toContain('<!-- tonearm:bootstrap -->');
      const data = bootstrapDataSchema.parse(inlinedBootstrap(page.text));
      expect(data.user).toBeNull();
      expect(data.settings.branding.site_name).toBe('Tonearm');
      expect(data.settings.base_url).toBe(app.url);
    }
  });

  it('gives a first-time visitor a session cookie and a readable XSRF cookie with the page', async () => {
    const page = await new TestVisitor(app.url).get('/');
    const cookies = page.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith('tonearm_session='))).toContain('HttpOnly');
    expect(cookies.find((line) => line.startsWith('XSRF-TOKEN='))).not.toContain('HttpOnly');
  });

  it('inlines the signed-in user, escaping < so no value can close the script', async () => {
    const agent = await new TestVisitor(app.url).open();
    await agent.post('/auth/login', {
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
      remember: false,
    });
    await agent.request('/api/v1/users/me', {
      method: 'PUT',
      body: { first_name: '</script><script>alert(1)' },
    });
    const page = await agent.get('/discover');
    expect(page.text).not.toContain('</script><script>');
    expect(page.text).toContain('\\u003c/script>');
    const data = bootstrapDataSchema.parse(inlinedBootstrap(page.text));
    expect(data.user?.first_name).toBe('</script><script>alert(1)');
  });

  it('serves the default settings, themes, menus and roles of a fresh site', async () => {
    const data = bootstrapDataSchema.parse(inlinedBootstrap((await new TestVisitor(app.url).get('/')).text));
    expect(data.settings.registration?.disable).toBe(false);
    expect(data.settings.require_email_confirmation).toBe(false);
    expect(data.settings.cookie_notice?.enable).toBe(true);
    expect(data.settings.billing?.enable).toBe(true);
    expect(data.show_cookie_notice).toBe(true);
    expect(data.settings.menus.flatMap((menu) => menu.positions).sort()).toEqual([
      'admin-sidebar',
      'footer',
      'landing-page-navbar',
      'mobile-bottom',
      'sidebar-primary',
      'sidebar-secondary',
    ]);
    const light = data.themes.find((theme) => theme.default_light);
    const dark = data.themes.find((theme) => theme.default_dark);
    expect(light?.is_dark).toBe(false);
    expect(dark?.is_dark).toBe(true);
    expect(light?.values['--ta-background']).toBe('255 255 255');
    expect(data.settings.themes.default_light).toBe(light?.id);
    expect(data.settings.themes.default_dark).toBe(dark?.id);
    expect(data.guest_role?.permissions.map((permission) => permission.name)).toEqual([
      'music.view',
      'music.play',
    ]);
    const { messages, ...i18n } = data.i18n;
    expect(i18n).toEqual({ language: 'en', name: 'English', lines: {} });
    // The English lines written in ICU MessageFormat come parsed, for the browser to format without a parser.
    const parsed = Object.entries(messages ?? {});
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.every(([line]) => line.includes('{'))).toBe(true);
    expect(messages?.['{count, plural, one {# comment deleted} other {# comments deleted}}']).toEqual([
      {
        type: 'plural',
        arg: 'count',
        cases: { one: [0, ' comment deleted'], other: [0, ' comments deleted'] },
      },
    ]);
  });

  it('serves hashed assets with a year-long immutable cache and other files with revalidation', async () => {
    const agent = new TestVisitor(app.url);
    const asset = await agent.get(TEST_ASSET_PATH);
    expect(asset.status).toBe(200);
    expect(asset.text).toBe(TEST_ASSET_BODY);
    expect(asset.headers.get('Content-Type')).toContain('javascript');
    expect(asset.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
    expect(asset.headers.getSetCookie()).toEqual([]);
    const robots = await agent.get('/robots.txt');
    expect(robots.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
  });

  it('answers 404 for a missing asset instead of the page, and refuses to leave the build folder', async () => {
    const agent = new TestVisitor(app.url);
    expect((await agent.get('/assets/missing-12345678.js')).status).toBe(404);
    for (const path of [
      '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const answer = await rawGet(path);
      expect(answer).not.toContain('root:');
    }
  });

  it('answers 503 with build instructions when the web app is not built', async () => {
    await rm(join(app.webDist, 'index.html'));
    const page = await new TestVisitor(app.url).get('/');
    expect(page.status).toBe(503);
    expect(page.text).toContain('pnpm --filter @tonearm/web build');
  });
});
