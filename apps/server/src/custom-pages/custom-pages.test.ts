import { bootstrapDataSchema, customPageResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPages } from '../db/schema';
import { LEGAL_PAGES } from '../seed/legal-pages';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { createCustomPage } from './custom-page-store';
import { sanitizeHtml } from './sanitize-html';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
  // The first requests of a fresh server warm its database up; keep that out of the first test's time.
  await new TestVisitor(app.url).open();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function page(idOrSlug: string | number) {
  const answer = await new TestVisitor(app.url).get(`/api/v1/custom-pages/${idOrSlug}`);
  return { status: answer.status, json: answer.json };
}

describe('GET api/v1/custom-pages/{idOrSlug}', () => {
  it('answers the seeded privacy policy by slug and by id, to guests', async () => {
    const bySlug = await page('privacy-policy');
    expect(bySlug.status).toBe(200);
    const { page: policy } = customPageResponseSchema.parse(bySlug.json);
    expect(policy).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy', set_seo: true });
    expect(policy.body).toContain('<h2>What we collect</h2>');
    expect(policy.seo?.description).toMatch(/personal data/);
    const byId = await page(policy.id);
    expect(customPageResponseSchema.parse(byId.json).page).toEqual(policy);
    expect(customPageResponseSchema.parse((await page('Privacy-Policy')).json).page.id).toBe(policy.id);
  });

  it('answers 404 for a page that does not exist', async () => {
    expect(await page('no-such-page')).toEqual({ status: 404, json: { message: 'Not found.' } });
    expect((await page(999999)).status).toBe(404);
  });

  it('seeds legal pages whose bodies are already clean', () => {
    for (const legal of LEGAL_PAGES) expect(sanitizeHtml(legal.body)).toBe(legal.body);
  });

  it('stores a written body sanitised, so the page never serves a script', async () => {
    const created = await createCustomPage(db(), {
      slug: 'about-us',
      title: 'About us',
      body: '<h2>Who we are</h2><script>steal()</script><p onclick="steal()">Hi <a href="javascript:steal()">there</a></p>',
    });
    const { page: served } = customPageResponseSchema.parse((await page(created.id)).json);
    expect(served.body).toBe('<h2>Who we are</h2><p>Hi <a>there</a></p>');
    expect(served.set_seo).toBe(false);
    expect(served.seo).toBeNull();
  });

  it('sanitises a stored body again when it serves it', async () => {
    const [written] = await db()
      .insert(customPages)
      .values({ slug: 'written-around', title: 'Written around', body: '<p>Hi</p><script>steal()</script>' })
      .returning();
    const { page: served } = customPageResponseSchema.parse((await page(written?.id ?? 0)).json);
    expect(served.body).toBe('<p>Hi</p>');
  });
});

describe('registration policies', () => {
  it('lists the terms and the privacy policy in the bootstrap data, each pointing at its page', async () => {
    const answer = await new TestVisitor(app.url).get('/api/v1/bootstrap-data');
    const { settings } = bootstrapDataSchema.parse(answer.json);
    const policies = settings.registration?.policies ?? [];
    expect(policies).toEqual([
      expect.objectContaining({
        id: 'terms-of-service',
        name: 'Terms of Service',
        action: '/pages/terms-of-service',
      }),
      expect.objectContaining({
        id: 'privacy-policy',
        name: 'Privacy Policy',
        action: '/pages/privacy-policy',
      }),
    ]);
    for (const policy of policies) {
      const linked = customPageResponseSchema.parse((await page(String(policy.id))).json).page;
      expect(linked.title).toBe(policy.name);
      expect(policy.page_id).toBe(linked.id);
    }
  });

  it('refuses a registration that does not accept every policy', async () => {
    const agent = await new TestVisitor(app.url).open();
    const answer = await agent.post('/auth/register', {
      email: 'no-terms@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      policies: { 'privacy-policy': true },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: 'The Terms of Service must be accepted.',
      errors: { 'policies.terms-of-service': ['The Terms of Service must be accepted.'] },
    });
    const accepted = await agent.post('/auth/register', {
      email: 'all-terms@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      policies: ACCEPTED_POLICIES,
    });
    expect(accepted.status).toBe(200);
  });
});
