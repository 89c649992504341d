import type { KnownMenuPosition, MenuItemType } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** Each position's name in the editor, and where the product shows it, in the reader's language. */
export const menuPositionLabels = (
  trans: Translate,
): Record<KnownMenuPosition, { label: string; description: string }> => ({
  'sidebar-primary': {
    label: trans('Primary'),
    description: trans('The sidebar, or the navbar where no sidebar shows'),
  },
  'sidebar-secondary': {
    label: trans('Secondary'),
    description: trans('The sidebar, under the primary menu'),
  },
  'mobile-bottom': {
    label: trans('Mobile bottom bar'),
    description: trans('The bar at the bottom of small screens'),
  },
  'landing-page-navbar': { label: trans('Landing page navbar'), description: trans('The top of /landing') },
  footer: { label: trans('Footer'), description: trans('The bottom of every page') },
  'admin-sidebar': { label: trans('Admin navigation'), description: trans('The admin area’s sidebar') },
  'auth-dropdown': {
    label: trans('User menu'),
    description: trans('The menu under the signed-in user’s avatar'),
  },
});

/** What each kind of link is called in the editor, in the reader's language. */
export const menuItemTypeLabels = (trans: Translate): Record<MenuItemType, string> => ({
  route: trans('Page of the site'),
  page: trans('Custom page'),
  channel: trans('Channel'),
  link: trans('Outside address'),
});
