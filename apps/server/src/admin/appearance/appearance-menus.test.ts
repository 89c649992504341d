import {
  type AppearanceMenu,
  appearanceValuesResponseSchema,
  bootstrapDataSchema,
  menuLinkTargetsResponseSchema,
} from '@tonearm/client/contract';
import { isMenuItemVisible } from '@tonearm/client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, customPages, roles } from '../../db/schema';
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
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

/** The menus as the editor reads them, in the shape Save takes. */
async function storedMenus(): Promise<AppearanceMenu[]> {
  const answer = await admin.get('/api/v1/admin/appearance/values');
  expect(answer.status, answer.text).toBe(200);
  return appearanceValuesResponseSchema.parse(answer.json).values.menus as AppearanceMenu[];
}

const save = (visitor: TestVisitor, menus: unknown) =>
  visitor.request('/api/v1/admin/appearance', { method: 'POST', body: { changes: { menus } } });

async function newVisitorMenus() {
  const answer = await new TestVisitor(app.url).get('/api/v1/bootstrap-data');
  return bootstrapDataSchema.parse(answer.json).settings.menus;
}

const withPrimaryItem = (menus: AppearanceMenu[], item: AppearanceMenu['items'][number]) =>
  menus.map((menu) =>
    menu.positions.includes('sidebar-primary') ? { ...menu, items: [...menu.items, item] } : menu,
  );

describe('who may use the menu endpoints', () => {
  let audiences: Record<AdminAudience, TestVisitor>;
  beforeAll(async () => {
    audiences = await adminAudiences(app, 'appearance.update');
  }, 60_000);

  const endpoints = [
    {
      name: 'POST admin/appearance with menus',
      call: async (v: TestVisitor) => save(v, await storedMenus()),
    },
    {
      name: 'GET admin/appearance/menu-links',
      call: (v: TestVisitor) => v.get('/api/v1/admin/appearance/menu-links?type=channel'),
    },
  ];

  it.each(
    endpoints.flatMap((endpoint) =>
      ADMIN_AUDIENCES.map((audience) => [endpoint.name, audience, endpoint] as const),
    ),
  )('%s answers the %s as its permissions allow', async (_, audience, endpoint) => {
    const answer = await endpoint.call(audiences[audience]);
    expect(answer.status, answer.text).toBe(expectedAdminStatus(audience, 200));
  });
});

describe('saving menus', () => {
  it('offers the stored menus, the roles and the permissions to the editor', async () => {
    const answer = appearanceValuesResponseSchema.parse(
      (await admin.get('/api/v1/admin/appearance/values')).json,
    );
    expect(answer.values.menus.some((menu) => menu.positions.includes('admin-sidebar'))).toBe(true);
    expect(answer.menu_options.roles.length).toBeGreaterThan(0);
    expect(answer.menu_options.permissions.map((permission) => permission.name)).toContain('admin.access');
  });

  it('reaches a new visitor only once saved, with the roles it names, in the order given', async () => {
    const { db } = app.server.services;
    const [role] = await db.insert(roles).values({ name: 'Curators' }).returning({ id: roles.id });
    if (!role) throw new Error('The role was not created');
    const before = await storedMenus();
    const item = {
      id: 'curated',
      label: 'Curated',
      icon: 'disc-3',
      type: 'route' as const,
      action: '/user/{currentUser}',
      target: '_self' as const,
      roles: [role.id],
    };
    const edited = withPrimaryItem(before, item).reverse();
    expect(await newVisitorMenus()).not.toContainEqual(
      expect.objectContaining({
        items: expect.arrayContaining([expect.objectContaining({ id: 'curated' })]),
      }),
    );

    const answer = await save(admin, edited);
    expect(answer.status, answer.text).toBe(200);

    const menus = await newVisitorMenus();
    expect(menus.map((menu) => menu.id)).toEqual(edited.map((menu) => menu.id));
    const saved = menus.flatMap((menu) => menu.items).find((candidate) => candidate.id === 'curated');
    expect(saved).toMatchObject(item);
    if (!saved) return;
    const holder = { roles: [{ id: role.id }], permissions: [], subscriptions: [] };
    expect(isMenuItemVisible(saved, { user: holder })).toBe(true);
    expect(isMenuItemVisible(saved, { user: { ...holder, roles: [] } })).toBe(false);
    expect(isMenuItemVisible(saved, {})).toBe(false);
    await save(admin, before);
  });

  it.each([
    ['an outside link to a script', { type: 'link', action: 'javascript:alert(1)' }, 'action'],
    ['a site path to another host', { action: '//evil.example/path' }, 'action'],
    ['a role the site does not have', { roles: [999_999] }, 'roles.0'],
    ['a permission the product never checks', { permissions: ['root.everything'] }, 'permissions.0'],
    ['a setting path through a prototype', { settings: { '__proto__.polluted': true } }, 'settings'],
    ['an empty label', { label: '  ' }, 'label'],
  ])('answers 422 with a message to %s, changing nothing', async (_, change, field) => {
    const before = await newVisitorMenus();
    const menus = await storedMenus();
    const index = menus.findIndex((menu) => menu.positions.includes('sidebar-primary'));
    const item = { id: 'bad', label: 'Bad', type: 'route', action: '/', ...change };
    const answer = await save(admin, withPrimaryItem(menus, item as AppearanceMenu['items'][number]));
    expect(answer.status, answer.text).toBe(422);
    const itemIndex = menus[index]?.items.length ?? 0;
    expect(answer.json).toMatchObject({ message: expect.any(String) });
    const errors = Object.keys((answer.json as { errors: Record<string, unknown> }).errors);
    expect(errors.some((key) => key.startsWith(`changes.menus.${index}.items.${itemIndex}.${field}`))).toBe(
      true,
    );
    expect(await newVisitorMenus()).toEqual(before);
  });

  it('answers 422 to menus at unknown positions and to a list without the admin navigation', async () => {
    const menus = await storedMenus();
    const unknown = menus.map((menu, index) => (index === 0 ? { ...menu, positions: ['header'] } : menu));
    expect((await save(admin, unknown)).status).toBe(422);
    const withoutAdmin = menus.filter((menu) => !menu.positions.includes('admin-sidebar'));
    const answer = await save(admin, withoutAdmin);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.json).toMatchObject({ message: expect.stringContaining('admin sidebar') });
  });
});

describe('GET admin/appearance/menu-links', () => {
  it('finds custom pages and channels by name, as the paths a menu item takes', async () => {
    const { db } = app.server.services;
    await db.insert(customPages).values({ slug: 'our-story', title: 'Our story', body: '<p>Hi</p>' });
    await db.insert(channels).values({
      name: 'Late night jazz',
      slug: 'late-night-jazz',
      config: {
        content_model: 'track',
        content_type: 'manual',
        content_order: 'channelables.order:asc',
        layout: 'trackList',
        nested_layout: null,
        restriction: null,
        hide_title: false,
      },
    });
    const pages = await admin.get('/api/v1/admin/appearance/menu-links?type=page&query=story');
    expect(menuLinkTargetsResponseSchema.parse(pages.json).results).toContainEqual({
      label: 'Our story',
      action: '/pages/our-story',
    });
    const found = await admin.get('/api/v1/admin/appearance/menu-links?type=channel&query=NIGHT%20j');
    expect(menuLinkTargetsResponseSchema.parse(found.json).results).toEqual([
      { label: 'Late night jazz', action: '/channel/late-night-jazz' },
    ]);
    expect((await admin.get('/api/v1/admin/appearance/menu-links?type=user')).status).toBe(422);
  });
});
