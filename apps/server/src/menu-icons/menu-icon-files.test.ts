import { LEGACY_MENU_ICON_NAMES, MENU_ICON_NAMES } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { ADMIN_SIDEBAR_MENU, DEFAULT_MENUS } from '../settings/default-menus';
import { menuIconDrawing, menuIconRoutes } from './menu-icon-files';

const routes = menuIconRoutes();

describe('the menu icons the site serves', () => {
  it('draws every offered icon, and every older name leads to one of them', () => {
    for (const name of MENU_ICON_NAMES) expect(menuIconDrawing(name), name).toBeDefined();
    for (const name of Object.values(LEGACY_MENU_ICON_NAMES)) expect(MENU_ICON_NAMES).toContain(name);
  });

  it('ships its menus with icons from the offered set', () => {
    const items = [ADMIN_SIDEBAR_MENU, ...DEFAULT_MENUS].flatMap((menu) => menu.items);
    for (const item of items) if (item.icon) expect(MENU_ICON_NAMES, String(item.id)).toContain(item.icon);
  });

  it('serves an icon as an SVG document browsers keep for a year', async () => {
    const answer = await routes.request('/icons/menu/disc-3.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<circle cx="12" cy="12" r="10"/>');
  });

  it('answers 404 for a name that is not offered', async () => {
    for (const path of ['/icons/menu/skull.svg', '/icons/menu/music.png', '/icons/menu/..%2Fmusic.svg']) {
      expect((await routes.request(path)).status, path).toBe(404);
    }
  });
});
