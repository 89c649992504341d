import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Menu } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { seedDatabase } from '../seed/seed-database';
import { copySeededDatabase } from '../test-support/database-template';
import { adminMenuUpdate, OFFERED_ADMIN_ITEMS_SETTING } from './admin-menu';
import { ADMIN_SIDEBAR_MENU, DEFAULT_MENUS } from './default-menus';
import { readSetting, writeSetting } from './settings-store';

const footer: Menu = {
  id: 'footer',
  positions: ['footer'],
  items: [{ id: 'contact', label: 'Contact us', type: 'route', action: '/contact' }],
};

const EVERY_ITEM = ADMIN_SIDEBAR_MENU.items.map((item) => item.id);

describe('adminMenuUpdate', () => {
  it('adds the admin menu to menus stored before it existed, keeping them as they are', () => {
    expect(adminMenuUpdate([footer], undefined)).toEqual({
      menus: [footer, ADMIN_SIDEBAR_MENU],
      offered: EVERY_ITEM,
    });
  });

  it("adds sections that are new to an operator's admin menu, after its own items", () => {
    const edited = { ...ADMIN_SIDEBAR_MENU, name: 'Mine', items: ADMIN_SIDEBAR_MENU.items.slice(0, 2) };
    const offered = EVERY_ITEM.filter((id) => id !== 'admin-roles');
    const update = adminMenuUpdate([footer, edited], offered);
    expect(update?.menus).toEqual([
      footer,
      {
        ...edited,
        items: [...edited.items, ADMIN_SIDEBAR_MENU.items.find((item) => item.id === 'admin-roles')],
      },
    ]);
    expect(update?.offered.sort()).toEqual([...EVERY_ITEM].sort());
  });

  it('leaves out what an operator removed after it was offered, and answers null when all is current', () => {
    const own = { id: 9, positions: ['admin-sidebar'], items: [] };
    expect(adminMenuUpdate([own], EVERY_ITEM)).toBeNull();
    const edited = { ...ADMIN_SIDEBAR_MENU, items: [] };
    expect(adminMenuUpdate([footer, edited], EVERY_ITEM)).toBeNull();
  });

  it('leaves a setting that is not a list of menus to the settings screens', () => {
    expect(adminMenuUpdate(undefined, undefined)).toBeNull();
    expect(adminMenuUpdate({ footer }, undefined)).toBeNull();
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

  it('gets a section added since its admin menu was stored, once', async () => {
    const [first, ...later] = ADMIN_SIDEBAR_MENU.items;
    const newest = later.at(-1);
    const stored = { ...ADMIN_SIDEBAR_MENU, items: [first] };
    await writeSetting(database.db, 'menus', [footer, stored]);
    await writeSetting(
      database.db,
      OFFERED_ADMIN_ITEMS_SETTING,
      ADMIN_SIDEBAR_MENU.items.filter((item) => item !== newest).map((item) => item.id),
    );
    await seed();
    expect(await readSetting(database.db, 'menus')).toEqual([footer, { ...stored, items: [first, newest] }]);
    await writeSetting(database.db, 'menus', [footer, stored]);
    await seed();
    expect(await readSetting(database.db, 'menus')).toEqual([footer, stored]);
  });
});
