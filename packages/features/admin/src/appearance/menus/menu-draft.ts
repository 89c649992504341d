import {
  type AppearanceMenu,
  type AppearanceMenuItem,
  MENU_ITEM_TARGETS,
  MENU_ITEM_TYPES,
  MENU_POSITIONS,
  MENU_SUBSCRIPTION_STATUSES,
  type Menu,
  type MenuItemType,
} from '@tonearm/client/contract';
import { menuIconName } from '@tonearm/client/rules';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A stored item in the editor's shape: a type it offers, an action string, and scalar setting values only. */
function editableItem(item: Menu['items'][number]): AppearanceMenuItem {
  const type: MenuItemType = isOneOf(MENU_ITEM_TYPES, item.type)
    ? item.type
    : /^(https?:|mailto:)/.test(item.action ?? '')
      ? 'link'
      : 'route';
  return {
    id: item.id,
    label: item.label,
    // An icon stored under its older name is edited, and saved, under its Lucide one.
    icon: menuIconName(item.icon),
    type,
    action: item.action ?? '',
    target: isOneOf(MENU_ITEM_TARGETS, item.target) ? item.target : null,
    roles: [...(item.roles ?? [])],
    permissions: [...(item.permissions ?? [])],
    settings: Object.fromEntries(
      Object.entries(item.settings ?? {}).filter(([, value]) => isScalar(value)),
    ) as Record<string, string | number | boolean> | undefined,
    subscriptionStatus: isOneOf(MENU_SUBSCRIPTION_STATUSES, item.subscriptionStatus)
      ? item.subscriptionStatus
      : null,
  };
}

/**
 * The stored menus as the editor edits them: each named, at the positions the product renders, its items in the
 * shape Save sends. Menus stored by hand with other values come in at the nearest value the editor offers.
 */
export function editableMenus(menus: readonly Menu[]): AppearanceMenu[] {
  return menus.map((menu) => ({
    id: menu.id,
    name: menu.name ?? String(menu.id),
    positions: menu.positions.filter((position) => isOneOf(MENU_POSITIONS, position)),
    items: menu.items.map(editableItem),
  }));
}

/** An id no entry of `taken` has: `prefix-1`, `prefix-2`… */
export function freeId(prefix: string, taken: ReadonlyArray<{ id: string | number }>): string {
  const ids = new Set(taken.map((entry) => String(entry.id)));
  let n = 1;
  while (ids.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** Adds an empty menu at no position, named `name`; answers the menus and the new menu's id. */
export function addMenu(menus: AppearanceMenu[], name: string): [AppearanceMenu[], string] {
  const id = freeId('menu', menus);
  return [[...menus, { id, name, positions: [], items: [] }], id];
}

export type MenuPatch = Partial<Pick<AppearanceMenu, 'name' | 'positions'>>;

export function updateMenu(menus: AppearanceMenu[], id: string | number, patch: MenuPatch): AppearanceMenu[] {
  return menus.map((menu) => (menu.id === id ? { ...menu, ...patch } : menu));
}

export function deleteMenu(menus: AppearanceMenu[], id: string | number): AppearanceMenu[] {
  return menus.filter((menu) => menu.id !== id);
}

const withItems = (
  menus: AppearanceMenu[],
  menuId: string | number,
  change: (items: AppearanceMenuItem[]) => AppearanceMenuItem[],
) => menus.map((menu) => (menu.id === menuId ? { ...menu, items: change(menu.items) } : menu));

/** Adds a link to the home page labelled `label` at the end of a menu; answers the menus and the item's id. */
export function addMenuItem(
  menus: AppearanceMenu[],
  menuId: string | number,
  label: string,
): [AppearanceMenu[], string] {
  const items = menus.find((menu) => menu.id === menuId)?.items ?? [];
  const id = freeId('item', items);
  const item: AppearanceMenuItem = { id, label, icon: null, type: 'route', action: '/', target: null };
  return [withItems(menus, menuId, (current) => [...current, item]), id];
}

export type MenuItemPatch = Partial<Omit<AppearanceMenuItem, 'id'>>;

export function updateMenuItem(
  menus: AppearanceMenu[],
  menuId: string | number,
  itemId: string | number,
  patch: MenuItemPatch,
): AppearanceMenu[] {
  return withItems(menus, menuId, (items) =>
    items.map((item) => (item.id === itemId ? { ...item, ...patch } : item)),
  );
}

export function deleteMenuItem(
  menus: AppearanceMenu[],
  menuId: string | number,
  itemId: string | number,
): AppearanceMenu[] {
  return withItems(menus, menuId, (items) => items.filter((item) => item.id !== itemId));
}

/** A menu's items with the dragged `keys` moved before or after `target`, the others keeping their order. */
export function reorderMenuItems(
  menus: AppearanceMenu[],
  menuId: string | number,
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after' | 'on',
): AppearanceMenu[] {
  return withItems(menus, menuId, (items) => {
    const moving = items.filter((item) => keys.has(String(item.id)));
    const staying = items.filter((item) => !keys.has(String(item.id)));
    const at = staying.findIndex((item) => String(item.id) === target);
    if (at < 0) return items;
    const index = position === 'after' ? at + 1 : at;
    return [...staying.slice(0, index), ...moving, ...staying.slice(index)];
  });
}
