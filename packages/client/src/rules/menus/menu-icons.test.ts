import { describe, expect, it } from 'vitest';
import { menuIconUrl } from './menu-icon-url';
import { lucideExportName, MENU_ICON_NAMES, menuIconName, menuIconSvg } from './menu-icons';

describe('the menu icons', () => {
  it('are offered once each, by the names Lucide gives them', () => {
    expect(new Set(MENU_ICON_NAMES).size).toBe(MENU_ICON_NAMES.length);
    for (const name of MENU_ICON_NAMES) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('show a stored Lucide name as it is, an older name as its Lucide counterpart, and nothing for others', () => {
    expect(menuIconName('disc-3')).toBe('disc-3');
    expect(menuIconName('album')).toBe('disc-3');
    expect(menuIconName('music_note')).toBe('music');
    expect(menuIconName('queue-music')).toBe('list-music');
    expect(menuIconName('skull')).toBeNull();
    expect(menuIconName(null)).toBeNull();
    expect(menuIconName('')).toBeNull();
  });

  it('are served by the site itself', () => {
    expect(menuIconUrl('house')).toBe('/icons/menu/house.svg');
  });

  it('find the export of an icon in the kit’s set', () => {
    expect(lucideExportName('disc-3')).toBe('Disc3');
    expect(lucideExportName('layout-dashboard')).toBe('LayoutDashboard');
    expect(lucideExportName('music-2')).toBe('Music2');
  });

  it('draw a Lucide drawing as an SVG document with its attributes escaped', () => {
    const svg = menuIconSvg([
      ['circle', { cx: 12, cy: 12, r: '10', key: 'k1' }],
      ['path', { d: 'M0 0"/><script>' }],
    ]);
    expect(svg).toContain('<circle cx="12" cy="12" r="10"/>');
    expect(svg).toContain('d="M0 0&quot;/>&lt;script>"');
    expect(svg).not.toContain('key=');
    expect(svg).toContain('stroke-width="2"');
  });
});
