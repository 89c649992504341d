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

/**
 * The stored menus with the default admin menu added when none of them is the admin menu or sits at
 * `admin-sidebar` (a site seeded before the admin area existed); `null` when there is nothing to add. An operator's
 * menus, the admin menu among them once stored, are never changed: a stored menu list is kept whole.
 */
export function menusWithAdminSidebar(stored: unknown): unknown[] | null {
  // Anything but a list is not ours to repair here: the settings screens own its shape.
  if (!Array.isArray(stored) || stored.some(holdsAdminSidebar)) return null;
  return [...stored, ADMIN_SIDEBAR_MENU];
}

/** Adds the admin menu to the stored `menus` setting when it is missing; run at every start. */
export async function addMissingAdminMenu(db: Database): Promise<void> {
  const menus = menusWithAdminSidebar(await readSetting(db, 'menus'));
  if (menus) await writeSetting(db, 'menus', menus);
}
