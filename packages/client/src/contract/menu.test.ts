import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { menuJson } from './fixtures/laravel-payloads';
import { menuItemSchema, menuSchema } from './menu';

describe('menuSchema', () => {
  it('accepts a menu with items carrying visibility conditions', () => {
    const menu = menuSchema.parse(menuJson);
    expect(menu.positions).toEqual(['sidebar-primary']);
    expect(menu.items[1]).toMatchObject({ roles: [2], permissions: ['music.view'], settings: {} });
    expect(menu.items[2]?.settings).toEqual({ 'billing.enable': true });
  });

  it('accepts numeric menu and item ids', () => {
    const numeric = withField(withField(menuJson, 'id', 3), 'items.0.id', 8);
    expect(issuePaths(menuSchema, numeric)).toEqual([]);
  });

  it('accepts an item without an action, which the shell then hides', () => {
    expect(issuePaths(menuItemSchema, withoutField(menuJson.items[0] as object, 'action'))).toEqual([]);
  });

  it('rejects a menu without positions', () => {
    expect(issuePaths(menuSchema, withoutField(menuJson, 'positions'))).toEqual(['positions']);
  });

  it('rejects an item without a label', () => {
    expect(issuePaths(menuSchema, withoutField(menuJson, 'items.0.label'))).toEqual(['items.0.label']);
  });

  it('rejects role conditions given by name instead of id', () => {
    expect(issuePaths(menuSchema, withField(menuJson, 'items.1.roles', ['users']))).toEqual([
      'items.1.roles.0',
    ]);
  });
});
