import {
  type AppearanceMenu,
  type AppearanceMenuOptions,
  appearanceStoredMenusSchema,
  type Menu,
  type MenuLinkTargetsQuery,
  type MenuLinkTargetsResponse,
  menuSchema,
} from '@tonearm/client/contract';
import { asc, ilike, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { channels, customPages, roles, settings } from '../../db/schema';
import { type FieldErrors, ValidationError } from '../../http/errors';
import { PERMISSION_CATALOGUE } from '../../roles/permission-catalogue';
import { DEFAULT_MENUS } from '../../settings/default-menus';
import { readSetting } from '../../settings/settings-store';
import { containsPattern } from '../list/list-sql';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many custom pages or channels one search of the link picker answers. */
export const MENU_LINK_RESULTS = 20;

/**
 * The menus visitors get now, as the editor reads them: the stored `menus` setting, or the shipped menus on a site
 * that never stored any. A stored menu the contract cannot read is left out rather than breaking the editor.
 */
export async function readMenus(db: Database): Promise<Menu[]> {
  const stored = await readSetting(db, 'menus');
  if (!Array.isArray(stored)) return appearanceStoredMenusSchema.parse(DEFAULT_MENUS);
  return stored.flatMap((menu) => {
    const parsed = z.safeParse(menuSchema, menu);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The roles of the site and the permissions the product checks, which an item's visibility can name. */
export async function readMenuOptions(db: Database): Promise<AppearanceMenuOptions> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
  return {
    roles: rows,
    permissions: PERMISSION_CATALOGUE.map(({ name, display_name, group }) => ({ name, display_name, group })),
  };
}

/**
 * Refuses, as a 422 naming each field, items whose visibility names a role the site does not have or a permission
 * the product never checks: such an item would be hidden from everyone without saying why.
 */
async function checkReferences(tx: Transaction, menus: AppearanceMenu[]): Promise<void> {
  const roleIds = [...new Set(menus.flatMap((menu) => menu.items.flatMap((item) => item.roles ?? [])))];
  const known = new Set(
    roleIds.length
      ? (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))).map((row) => row.id)
      : [],
  );
  const permissions = new Set(PERMISSION_CATALOGUE.map((permission) => permission.name));
  const errors: FieldErrors = {};
  menus.forEach((menu, menuIndex) => {
    menu.items.forEach((item, itemIndex) => {
      const at = `changes.menus.${menuIndex}.items.${itemIndex}`;
      (item.roles ?? []).forEach((id, index) => {
        if (!known.has(id)) errors[`${at}.roles.${index}`] = ['There is no role with this id.'];
      });
      (item.permissions ?? []).forEach((name, index) => {
        if (!permissions.has(name))
          errors[`${at}.permissions.${index}`] = ['There is no permission named so.'];
      });
    });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Replaces the stored menus with the edited list, inside the editor's one transaction. */
export async function saveMenus(tx: Transaction, menus: AppearanceMenu[]): Promise<void> {
  await checkReferences(tx, menus);
  await tx
    .insert(settings)
    .values({ name: 'menus', value: menus })
    .onConflictDoUpdate({ target: settings.name, set: { value: menus, updated_at: new Date() } });
}

/**
 * The custom pages or channels whose title or name holds `query`, first by name, as the links a menu item takes
 * (`/pages/{slug}`, `/channel/{slug}`). Both lists are the operator's own and short; the answer is capped anyway.
 */
export async function findMenuLinkTargets(
  db: Database,
  { type, query = '' }: MenuLinkTargetsQuery,
): Promise<MenuLinkTargetsResponse> {
  const text = query.trim();
  if (type === 'page') {
    const rows = await db
      .select({ label: customPages.title, slug: customPages.slug })
      .from(customPages)
      .where(text ? ilike(customPages.title, containsPattern(text)) : undefined)
      .orderBy(asc(customPages.title))
      .limit(MENU_LINK_RESULTS);
    return { results: rows.map((row) => ({ label: row.label, action: `/pages/${row.slug}` })) };
  }
  const rows = await db
    .select({ label: channels.name, slug: channels.slug })
    .from(channels)
    .where(text ? ilike(channels.name, containsPattern(text)) : undefined)
    .orderBy(asc(channels.name))
    .limit(MENU_LINK_RESULTS);
  return { results: rows.map((row) => ({ label: row.label, action: `/channel/${row.slug}` })) };
}
