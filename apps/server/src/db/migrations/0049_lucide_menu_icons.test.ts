import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lucideMenuIcons } from './0049_lucide_menu_icons';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec('CREATE TABLE settings (name text PRIMARY KEY, value jsonb NOT NULL)');
}, 60_000);
afterAll(() => db?.close());

async function migrated(menus: unknown): Promise<unknown> {
  await db.query('DELETE FROM settings');
  await db.query(`INSERT INTO settings (name, value) VALUES ('menus', $1), ('other', '{"icon": "album"}')`, [
    JSON.stringify(menus),
  ]);
  for (const statement of lucideMenuIcons.statements) await db.exec(statement);
  const other = await db.query<{ value: unknown }>(`SELECT value FROM settings WHERE name = 'other'`);
  expect(other.rows[0]?.value).toEqual({ icon: 'album' });
  const menusRow = await db.query<{ value: unknown }>(`SELECT value FROM settings WHERE name = 'menus'`);
  return menusRow.rows[0]?.value;
}

describe('0049: menu icons take their Lucide names', () => {
  it('renames the icons of stored items in place, keeping every other field and the order', async () => {
    const menus = [
      {
        id: 'primary',
        positions: ['sidebar-primary'],
        items: [
          { id: 'a', label: 'Albums', icon: 'album', action: '/albums' },
          { id: 'b', label: 'Plain', action: '/plain' },
          { id: 'c', label: 'Custom', icon: 'rocket', action: '/c' },
          { id: 'd', label: 'Admin', icon: 'dashboard', action: '/admin', permissions: ['admin.access'] },
        ],
      },
      { id: 'empty', positions: ['footer'] },
    ];
    expect(await migrated(menus)).toEqual([
      {
        ...menus[0],
        items: [
          { id: 'a', label: 'Albums', icon: 'disc-3', action: '/albums' },
          { id: 'b', label: 'Plain', action: '/plain' },
          { id: 'c', label: 'Custom', icon: 'rocket', action: '/c' },
          {
            id: 'd',
            label: 'Admin',
            icon: 'layout-dashboard',
            action: '/admin',
            permissions: ['admin.access'],
          },
        ],
      },
      { id: 'empty', positions: ['footer'] },
    ]);
  });

  it('leaves a stored value that is not a list alone', async () => {
    expect(await migrated({ broken: true })).toEqual({ broken: true });
  });
});
