import {
  adminCustomPageResponseSchema,
  bootstrapDataSchema,
  customPageResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../test-support/admin-audiences';

let app: TestServer;
let audiences: Record<AdminAudience, TestVisitor>;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  audiences = await adminAudiences(app, 'custom_pages.update');
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

let made = 0;
const pageBody = (overrides: Record<string, unknown> = {}) => {
  made += 1;
  return {
    title: `Page ${made}`,
    slug: `page-${made}`,
    body: '<p>Hello</p>',
    seo_title: null,
    seo_description: null,
    in_footer: false,
    ...overrides,
  };
};

async function createPage(overrides: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/v1/admin/custom-pages', pageBody(overrides));
  expect(answer.status, answer.text).toBe(201);
  return adminCustomPageResponseSchema.parse(answer.json).page;
}

const put = (id: number, body: Record<string, unknown>) =>
  admin.request(`/api/v1/admin/custom-pages/${id}`, { method: 'PUT', body });

/** The footer links a guest's bootstrap data carries. */
async function footerActions(): Promise<string[]> {
  const { settings } = bootstrapDataSchema.parse(
    (await new TestVisitor(app.url).get('/api/v1/bootstrap-data')).json,
  );
  return settings.menus
    .filter((menu) => menu.positions.includes('footer'))
    .flatMap((menu) => menu.items.map((item) => item.action ?? ''));
}

describe('who may use the custom pages endpoints', () => {
  const endpoints: {
    name: string;
    allowed: number;
    call: (visitor: TestVisitor) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET admin/custom-pages', allowed: 200, call: (v) => v.get('/api/v1/admin/custom-pages') },
    {
      name: 'POST admin/custom-pages',
      allowed: 201,
      call: (v) => v.post('/api/v1/admin/custom-pages', pageBody()),
    },
    {
      name: 'GET admin/custom-pages/{id}',
      allowed: 200,
      call: async (v) => v.get(`/api/v1/admin/custom-pages/${(await createPage()).id}`),
    },
    {
      name: 'PUT admin/custom-pages/{id}',
      allowed: 200,
      call: async (v) =>
        v.request(`/api/v1/admin/custom-pages/${(await createPage()).id}`, {
          method: 'PUT',
          body: pageBody(),
        }),
    },
    {
      name: 'DELETE admin/custom-pages/{ids}',
      allowed: 200,
      call: async (v) =>
        v.request(`/api/v1/admin/custom-pages/${(await createPage()).id}`, { method: 'DELETE' }),
    },
  ];

  it.each(endpoints.flatMap((endpoint) => ADMIN_AUDIENCES.map((audience) => ({ ...endpoint, audience }))))(
    '$name answers the $audience audience as its permission says',
    async ({ audience, allowed, call }) => {
      const answer = await call(audiences[audience]);
      expect(answer.status).toBe(expectedAdminStatus(audience, allowed));
    },
  );
});

describe('writing custom pages', () => {
  it('publishes a page whose stored and served body has no script, with its SEO tags', async () => {
    const page = await createPage({
      title: 'About us',
      slug: 'about-us',
      body: '<h2>Who</h2><script>window.__ran=1</script><img src="x" onerror="window.__ran=1"><p>We <a href="javascript:alert(1)">play</a></p>',
      seo_title: 'About Tonearm',
      seo_description: 'Who makes it.',
    });
    expect(page.body).toBe('<h2>Who</h2><img src="x"><p>We <a>play</a></p>');
    const served = customPageResponseSchema.parse(
      (await new TestVisitor(app.url).get('/api/v1/custom-pages/about-us')).json,
    ).page;
    expect(served).toMatchObject({ id: page.id, title: 'About us', set_seo: true });
    expect(served.body).not.toMatch(/script|onerror|javascript/);
    expect(served.seo).toEqual({ title: 'About Tonearm', description: 'Who makes it.' });
  });

  it('refuses a slug another page has, in any case, with a message on the slug', async () => {
    await createPage({ slug: 'taken-slug' });
    const answer = await admin.post('/api/v1/admin/custom-pages', pageBody({ slug: 'taken-slug' }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { slug: ['Another page already has this slug: choose another.'] },
    });
    const other = await createPage();
    const renamed = await put(other.id, pageBody({ slug: 'taken-slug' }));
    expect(renamed.status).toBe(422);
  });

  it.each([
    ['Not A Slug', 'The slug may hold only lowercase letters, digits and single dashes.'],
    ['2024', 'The slug needs at least one letter.'],
    ['', 'Give the page a slug.'],
  ])('refuses the slug %j with a message', async (slug, message) => {
    const answer = await admin.post('/api/v1/admin/custom-pages', pageBody({ slug }));
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: Record<string, string[]> }).errors.slug).toContain(message);
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await admin.get('/api/v1/admin/custom-pages/999999')).status).toBe(404);
    expect((await put(999999, pageBody())).status).toBe(404);
  });

  it('links the page from the footer, follows a new slug, and unlinks it when asked or deleted', async () => {
    const page = await createPage({ slug: 'footer-linked', in_footer: true });
    expect(page.in_footer).toBe(true);
    expect(await footerActions()).toContain('/pages/footer-linked');
    const moved = await put(page.id, pageBody({ slug: 'footer-moved', in_footer: true }));
    expect(adminCustomPageResponseSchema.parse(moved.json).page.in_footer).toBe(true);
    const actions = await footerActions();
    expect(actions).toContain('/pages/footer-moved');
    expect(actions).not.toContain('/pages/footer-linked');
    await put(page.id, pageBody({ slug: 'footer-moved', in_footer: false }));
    expect(await footerActions()).not.toContain('/pages/footer-moved');
    const deleted = await createPage({ slug: 'footer-deleted', in_footer: true });
    await admin.request(`/api/v1/admin/custom-pages/${deleted.id}`, { method: 'DELETE' });
    expect(await footerActions()).not.toContain('/pages/footer-deleted');
    expect((await new TestVisitor(app.url).get('/api/v1/custom-pages/footer-deleted')).status).toBe(404);
  });

  it('lists pages searched by title or slug and sorted on the server', async () => {
    await createPage({ title: 'Zebra crossing', slug: 'zebra-crossing' });
    await createPage({ title: 'Aardvark notes', slug: 'zebra-aardvark' });
    const answer = await admin.get(
      `/api/v1/admin/custom-pages?${new URLSearchParams({ query: 'zebra', orderBy: 'title', orderDir: 'asc' })}`,
    );
    expect(answer.status).toBe(200);
    const rows = (answer.json as { pagination: { data: { title: string }[]; total: number } }).pagination;
    expect(rows.data.map((row) => row.title)).toEqual(['Aardvark notes', 'Zebra crossing']);
    expect((await admin.get('/api/v1/admin/custom-pages?orderBy=body')).status).toBe(422);
  });
});
