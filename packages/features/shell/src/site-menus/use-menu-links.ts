import { useMemo } from 'react';
import { useBootstrapData } from '../bootstrap';
import { type MenuLink, menuLinksAt } from './menu-links';

/** The links of the site's menus at `position` the current visitor may see. */
export function useMenuLinks(position: string): MenuLink[] {
  const { user, guest_role, settings } = useBootstrapData();
  return useMemo(
    () => menuLinksAt(position, { menus: settings.menus, user, guestRole: guest_role, settings }),
    [position, user, guest_role, settings],
  );
}
