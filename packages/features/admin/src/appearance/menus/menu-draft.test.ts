import type { Menu } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import {
  addMenu,
  addMenuItem,
  deleteMenu,
  deleteMenuItem,
  editableMenus,
  reorderMenuItems,
  updateMenuItem,
} from './menu-draft';

const stored: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['sidebar-primary', 'admin-navbar'],
    items: [
      { id: 'a', label: 'A', type: 'route', action: '/a' },
      { id: 'b', label: 'B', type: 'custom', action: 'https://b.example', settings: { 'x.y': { deep: 1 } } },
      { id: 'c', label: 'C', type: 'route', action: '/c', target: '_top', subscriptionStatus: 'maybe' },
    ],
  },
];

const ids = (menus: ReturnType<typeof editableMenus>) => menus[0]?.items.map((item) => item.id);

describe('the menus draft', () => {
  it('brings stored menus to values the editor offers, dropping what it cannot save', () => {
    const [menu] = editableMenus(stored);
    expect(menu?.positions).toEqual(['sidebar-primary']);
    expect(menu?.items[1]).toMatchObject({ type: 'link', settings: {} });
    expect(menu?.items[2]).toMatchObject({ target: null, subscriptionStatus: null });
  });

  it('moves dragged items before or after the target, the others keeping their order', () => {
    const menus = editableMenus(stored);
    expect(ids(reorderMenuItems(menus, 'primary', new Set(['c']), 'a', 'before'))).toEqual(['c', 'a', 'b']);
    expect(ids(reorderMenuItems(menus, 'primary', new Set(['a']), 'c', 'after'))).toEqual(['b', 'c', 'a']);
    expect(ids(reorderMenuItems(menus, 'primary', new Set(['a']), 'gone', 'after'))).toEqual(['a', 'b', 'c']);
  });

  it('gives new menus and items ids no other one has', () => {
    const [withMenu, menuId] = addMenu(editableMenus(stored), 'New menu 2');
    const [withMenus, secondId] = addMenu(withMenu, 'New menu 3');
    expect([menuId, secondId]).toEqual(['menu-1', 'menu-2']);
    const [withItem, itemId] = addMenuItem(withMenus, 'primary', 'New item');
    expect(itemId).toBe('item-1');
    expect(withItem[0]?.items.at(-1)).toEqual({
      id: 'item-1',
      label: 'New item',
      icon: null,
      type: 'route',
      action: '/',
      target: null,
    });
  });

  it('changes and deletes one item or menu, leaving the others alone', () => {
    const menus = editableMenus(stored);
    const edited = updateMenuItem(menus, 'primary', 'b', { label: 'Bee', roles: [2] });
    expect(edited[0]?.items[1]).toMatchObject({ label: 'Bee', roles: [2] });
    expect(edited[0]?.items[0]).toBe(menus[0]?.items[0]);
    expect(ids(deleteMenuItem(menus, 'primary', 'a'))).toEqual(['b', 'c']);
    expect(deleteMenu(menus, 'primary')).toEqual([]);
  });
});
