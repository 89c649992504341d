import type { Menu } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { menuLinksAt } from './menu-links';

const menus: Menu[] = [
  {
    id: 'main',
    positions: ['sidebar-primary', 'mobile-bottom'],
    items: [
      { id: 'discover', label: 'Discover', type: 'route', action: '/' },
      { id: 'mine', label: 'My playlists', type: 'route', action: '/user/{currentUser}/playlists' },
      { id: 'empty', label: 'Nowhere', type: 'route', action: '' },
      { id: 'admin', label: 'Admin', type: 'route', action: '/admin', permissions: ['admin.access'] },
      {
        id: 'pricing',
        label: 'Pricing',
        type: 'route',
        action: '/pricing',
        settings: { 'billing.enable': true },
      },
      { id: 'docs', label: 'Docs', type: 'link', action: 'https://docs.example', target: '_blank' },
    ],
  },
  {
    id: 'footer',
    positions: ['footer'],
    items: [{ id: 'contact', label: 'Contact', type: 'route', action: '/contact' }],
  },
];

const listener = { id: 7, roles: [{ id: 2 }], permissions: [{ name: 'music.view' }], subscriptions: [] };

describe('menuLinksAt', () => {
  it('lists the visible items of the menus at a position, with {currentUser} replaced', () => {
    const links = menuLinksAt('sidebar-primary', {
      menus,
      user: listener,
      settings: { billing: { enable: true } },
    });
    expect(links.map((link) => [link.label, link.href, link.target])).toEqual([
      ['Discover', '/', undefined],
      ['My playlists', '/user/7/playlists', undefined],
      ['Pricing', '/pricing', undefined],
      ['Docs', 'https://docs.example', '_blank'],
    ]);
  });

  it('leaves out items that need a user for a guest, and applies the guest role', () => {
    const links = menuLinksAt('mobile-bottom', {
      menus,
      user: null,
      guestRole: { permissions: [{ name: 'admin.access' }] },
      settings: { billing: { enable: false } },
    });
    expect(links.map((link) => link.label)).toEqual(['Discover', 'Admin', 'Docs']);
  });

  it('gives ids unique across menus and nothing for a position no menu uses', () => {
    const links = menuLinksAt('footer', { menus, user: listener, settings: {} });
    expect(links).toEqual([
      { id: 'footer:contact', label: 'Contact', icon: null, href: '/contact', target: undefined },
    ]);
    expect(menuLinksAt('landing-page-navbar', { menus, user: listener, settings: {} })).toEqual([]);
  });
});
