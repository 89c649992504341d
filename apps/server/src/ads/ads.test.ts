import { adminAdsResponseSchema, bootstrapDataSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../admin/test-support/admin-audiences';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;
let audiences: Record<AdminAudience, TestVisitor>;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  audiences = await adminAudiences(app, 'settings.update');
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const NO_ADS = {
  disable: false,
  general_top: null,
  general_bottom: null,
  artist_top: null,
  artist_bottom: null,
  album_above: null,
};
const saveAds = (visitor: TestVisitor, ads: Record<string, unknown>) =>
  visitor.request('/api/v1/admin/ads', { method: 'PUT', body: { ...NO_ADS, ...ads } });
const frame = (slot: string) => new TestVisitor(app.url).get(`/api/v1/ads/${slot}`);

describe('who may use the ads endpoints', () => {
  const endpoints = [
    { name: 'GET admin/ads', call: (v: TestVisitor) => v.get('/api/v1/admin/ads') },
    { name: 'PUT admin/ads', call: (v: TestVisitor) => saveAds(v, {}) },
  ];
  it.each(endpoints.flatMap((endpoint) => ADMIN_AUDIENCES.map((audience) => ({ ...endpoint, audience }))))(
    '$name answers the $audience audience as settings.update says',
    async ({ audience, call }) => {
      expect((await call(audiences[audience])).status).toBe(expectedAdminStatus(audience, 200));
    },
  );
});

describe('ad slots', () => {
  it('stores each snippet as written, scripts included, and sends it in the bootstrap data', async () => {
    const snippet = '<div id="ad">Buy vinyl</div><script>document.body.dataset.ran = "1"</script>';
    const saved = await saveAds(admin, { general_top: snippet, album_above: '   ' });
    expect(saved.status, saved.text).toBe(200);
    expect(adminAdsResponseSchema.parse(saved.json).ads).toEqual({ ...NO_ADS, general_top: snippet });
    const { settings } = bootstrapDataSchema.parse(
      (await new TestVisitor(app.url).get('/api/v1/bootstrap-data')).json,
    );
    expect(settings.ads).toMatchObject({ disable: false, general_top: snippet, album_above: null });
  });

  it('serves a slot as its own sandboxed document, which no page policy of the site reaches', async () => {
    await saveAds(admin, { artist_top: '<p>Tour dates</p><script>go()</script>' });
    const answer = await frame('artist_top');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox;/);
    expect(policy).not.toMatch(/allow-same-origin|allow-top-navigation/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(answer.text).toContain('<p>Tour dates</p><script>go()</script>');
  });

  it('serves nothing for an empty slot, an unknown slot, or while ads are disabled', async () => {
    await saveAds(admin, { general_bottom: '<p>Ad</p>' });
    expect((await frame('general_bottom')).status).toBe(200);
    expect((await frame('album_above')).status).toBe(404);
    expect((await frame('sidebar')).status).toBe(404);
    await saveAds(admin, { general_bottom: '<p>Ad</p>', disable: true });
    expect((await frame('general_bottom')).status).toBe(404);
  });

  it('refuses a snippet past its length with a message', async () => {
    const answer = await saveAds(admin, { general_top: 'x'.repeat(20_001) });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { general_top: ['A snippet may be at most 20000 characters.'] },
    });
  });
});
