import type { Database } from '../db/connect';
import { ADMIN_SIDEBAR_MENU, ADMIN_SIDEBAR_POSITION } from './default-menus';
import { readSetting, writeSetting } from './settings-store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function holdsAdminSidebar(menu: unknown): boolean {
  if (!isRecord(menu)) return false;
  if (menu.id === ADMIN_SIDEBAR_MENU.id) return true;
  return Array.isArray(menu.positions) && menu.positions.includes(ADMIN_SIDEBAR_POSITION);
}

/** The setting that lists the admin menu items already offered to this site, so a removed one stays removed. */
export const OFFERED_ADMIN_ITEMS_SETTING = 'admin_menu_offered_items';

/** The admin sections every site had before sections were offered to stored menus one by one. */
const FIRST_ADMIN_ITEMS = [
  'admin-dashboard',
  'admin-users',
  'admin-files',
  'admin-plans',
  'admin-roles',
  'admin-subscriptions',
];

const itemIdsOf = (items: unknown): string[] =>
  Array.isArray(items)
    ? items.flatMap((item) =>
        isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number')
          ? [String(item.id)]
          : [],
      )
    : [];

export interface AdminMenuUpdate {
  menus: unknown[];
  offered: string[];
}

/**
 * The stored menus brought up to the admin sections that exist: the default admin menu added when no menu is the
 * admin menu or sits at `admin-sidebar` (a site seeded before the admin area existed), or, in the stored admin menu,
 * the items of sections added since this site was last offered them (`offered`, the ids offered before). An item
 * an operator removed after it was offered stays removed; every other menu and item is kept as stored. `null` when
 * there is nothing to change.
 */
export function adminMenuUpdate(stored: unknown, offered: unknown): AdminMenuUpdate | null {
  // Anything but a list is not ours to repair here: the settings screens own its shape.
  if (!Array.isArray(stored)) return null;
  const everyItem = itemIdsOf(ADMIN_SIDEBAR_MENU.items);
  const position = stored.findIndex(holdsAdminSidebar);
  if (position === -1) return { menus: [...stored, ADMIN_SIDEBAR_MENU], offered: everyItem };
  const offeredBefore = Array.isArray(offered) ? itemIdsOf(offered.map((id) => ({ id }))) : FIRST_ADMIN_ITEMS;
  const menu = stored[position] as Record<string, unknown>;
  const present = itemIdsOf(menu.items);
  const added = ADMIN_SIDEBAR_MENU.items.filter(
    (item) => !offeredBefore.includes(String(item.id)) && !present.includes(String(item.id)),
  );
  const offeredNow = [...new Set([...offeredBefore, ...everyItem])];
  if (added.length === 0 && offeredNow.length === offeredBefore.length && Array.isArray(offered)) return null;
  const menus = [...stored];
  if (added.length > 0 && Array.isArray(menu.items))
    menus[position] = { ...menu, items: [...menu.items, ...added] };
  return { menus, offered: offeredNow };
}

/** Brings the stored admin menu up to the sections that exist (see `adminMenuUpdate`); run at every start. */
export async function addMissingAdminMenu(db: Database): Promise<void> {
  const update = adminMenuUpdate(
    await readSetting(db, 'menus'),
    await readSetting(db, OFFERED_ADMIN_ITEMS_SETTING),
  );
  if (!update) return;
  await writeSetting(db, 'menus', update.menus);
  await writeSetting(db, OFFERED_ADMIN_ITEMS_SETTING, update.offered);
}
