import type { KnownMenuPosition, MenuItemType } from '@tonearm/client/contract';

/** Each position's name in the editor, and where the product shows it. */
export const MENU_POSITION_LABELS: Record<KnownMenuPosition, { label: string; description: string }> = {
  'sidebar-primary': {
    label: 'Primary',
    description: 'The sidebar, or the navbar where no sidebar shows',
  },
  'sidebar-secondary': { label: 'Secondary', description: 'The sidebar, under the primary menu' },
  'mobile-bottom': { label: 'Mobile bottom bar', description: 'The bar at the bottom of small screens' },
  'landing-page-navbar': { label: 'Landing page navbar', description: 'The top of /landing' },
  footer: { label: 'Footer', description: 'The bottom of every page' },
  'admin-sidebar': { label: 'Admin navigation', description: 'The admin area’s sidebar' },
  'auth-dropdown': { label: 'User menu', description: 'The menu under the signed-in user’s avatar' },
};

/** What each kind of link is called in the editor. */
export const MENU_ITEM_TYPE_LABELS: Record<MenuItemType, string> = {
  route: 'Page of the site',
  page: 'Custom page',
  channel: 'Channel',
  link: 'Outside address',
};
