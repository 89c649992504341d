import type { AppearanceMenuOptions, Menu } from '@tonearm/client/contract';

/** A primary menu of three links, a footer and the admin navigation, as a fresh install has them. */
export function storyMenus(): Menu[] {
  return [
    {
      id: 'primary',
      name: 'Primary',
      positions: ['sidebar-primary'],
      items: [
        { id: 'discover', label: 'Discover', icon: 'explore', type: 'route', action: '/' },
        { id: 'search', label: 'Search', icon: 'search', type: 'route', action: '/search' },
        { id: 'lyrics', label: 'Lyrics', icon: 'lyrics', type: 'route', action: '/lyrics' },
      ],
    },
    {
      id: 'footer',
      name: 'Footer',
      positions: ['footer'],
      items: [{ id: 'contact', label: 'Contact', type: 'route', action: '/contact' }],
    },
    {
      id: 'admin-sidebar',
      name: 'Admin sidebar',
      positions: ['admin-sidebar'],
      items: [
        {
          id: 'admin-dashboard',
          label: 'Dashboard',
          icon: 'dashboard',
          type: 'route',
          action: '/admin',
          permissions: ['admin.access'],
        },
      ],
    },
  ];
}

/** Three roles and a few permissions, grouped as the server's catalogue groups them. */
export const STORY_MENU_OPTIONS: AppearanceMenuOptions = {
  roles: [
    { id: 1, name: 'Admins' },
    { id: 2, name: 'Listeners' },
    { id: 3, name: 'Artists' },
  ],
  permissions: [
    { name: 'admin.access', display_name: 'Access admin', group: 'admin' },
    { name: 'users.update', display_name: 'Manage users', group: 'users' },
    { name: 'music.create', display_name: 'Upload music', group: 'music' },
    { name: 'api.access', display_name: 'Use the API', group: 'api' },
  ],
};
