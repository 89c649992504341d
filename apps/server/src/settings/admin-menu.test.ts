import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Menu } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { seedDatabase } from '../seed/seed-database';
import { copySeededDatabase } from '../test-support/database-template';
import { menusWithAdminSidebar } from './admin-menu';
import { ADMIN_SIDEBAR_MENU, DEFAULT_MENUS } from './default-menus';
import { readSetting, writeSetting } from './settings-store';

const footer: Menu = {
  id: 'footer',
  positions: ['footer'],
  items: [{ id: 'contact', label: 'Contact us', type: 'route', action: '/contact' }],
};

describe('menusWithAdminSidebar', () => {
  it('adds the admin menu to menus stored before it existed, keeping them as they are', () => {
    expect(menusWithAdminSidebar([footer])).toEqual([footer, ADMIN_SIDEBAR_MENU]);
  });

  it("leaves an operator's admin menu alone, whether found by its id or by its position", () => {
    const edited = { ...ADMIN_SIDEBAR_MENU, items: [] };
    expect(menusWithAdminSidebar([footer, edited])).toBeNull();
    const own = { id: 9, positions: ['admin-sidebar'], items: [] };
    expect(menusWithAdminSidebar([own])).toBeNull();
  });

  it('leaves a setting that is not a list of menus to the settings screens', () => {
    expect(menusWithAdminSidebar(undefined)).toBeNull();
    expect(menusWithAdminSidebar({ footer })).toBeNull();
  });
});

describe('the admin menu of a site seeded before the admin area', () => {
  let root: string;
  let database: DatabaseHandle;
  const seed = () =>
    seedDatabase(database.db, { adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tonearm-admin-menu-'));
    await copySeededDatabase(root);
    database = await openDatabase({ dataDir: root });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('seeds a fresh site with the admin menu among its menus', async () => {
    expect(await readSetting(database.db, 'menus')).toEqual(DEFAULT_MENUS);
  });

  it('gets the admin menu at the next start, and keeps an operator’s edits to it after that', async () => {
    await writeSetting(database.db, 'menus', [footer]);
    await seed();
    expect(await readSetting(database.db, 'menus')).toEqual([footer, ADMIN_SIDEBAR_MENU]);

    const trimmed = { ...ADMIN_SIDEBAR_MENU, items: ADMIN_SIDEBAR_MENU.items.slice(0, 1) };
    await writeSetting(database.db, 'menus', [footer, trimmed]);
    await seed();
    expect(await readSetting(database.db, 'menus')).toEqual([footer, trimmed]);
  });
});
