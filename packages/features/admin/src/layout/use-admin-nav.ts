import { type MenuLink, useMenuLinks } from '@tonearm/shell';
import { useLocation } from 'react-router';
import { currentNavLinkId } from './current-nav-link';

/** The menu position whose menus make the admin area's navigation (doc 001 §2; seeded by the server). */
export const ADMIN_SIDEBAR_MENU_POSITION = 'admin-sidebar';

export interface AdminNav {
  /** The entries the signed-in user may see, through the client's menu rules (permissions, roles, settings). */
  links: MenuLink[];
  /** The id of the entry of the page shown, if any. */
  currentId: string | null;
}

/** The admin navigation's entries and which of them is the page shown. */
export function useAdminNav(): AdminNav {
  const links = useMenuLinks(ADMIN_SIDEBAR_MENU_POSITION);
  const { pathname } = useLocation();
  return { links, currentId: currentNavLinkId(links, pathname) };
}
