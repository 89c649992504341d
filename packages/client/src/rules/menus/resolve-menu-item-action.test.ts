import { describe, expect, it } from 'vitest';
import { resolveMenuItemAction } from './resolve-menu-item-action';

describe('resolveMenuItemAction', () => {
  it('replaces the {currentUser} placeholder with the user id', () => {
    expect(resolveMenuItemAction('/user/{currentUser}/playlists', { id: 42 })).toBe('/user/42/playlists');
  });

  it('replaces every occurrence of the placeholder', () => {
    expect(resolveMenuItemAction('/u/{currentUser}?ref={currentUser}', { id: 7 })).toBe('/u/7?ref=7');
  });

  it('leaves an action without the placeholder unchanged, signed in or not', () => {
    expect(resolveMenuItemAction('/discover', { id: 1 })).toBe('/discover');
    expect(resolveMenuItemAction('/discover', null)).toBe('/discover');
  });

  it('gives null for an action that needs a user when nobody is signed in', () => {
    expect(resolveMenuItemAction('/user/{currentUser}', null)).toBeNull();
  });
});
