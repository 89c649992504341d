import type { Menu } from '@tonearm/client/contract';
import { isMenuItemVisible, type MenuViewer, resolveMenuItemAction } from '@tonearm/client/rules';

/** A menu item ready to render: its label, where it goes and how it opens. */
export interface MenuLink {
  id: string;
  label: string;
  icon: string | null;
  href: string;
  /** `_blank` and the like, from the item. */
  target: string | undefined;
}

/** Who looks at the menus, and the menus of the site. */
export interface MenuLinksInput extends MenuViewer {
  menus: readonly Menu[];
  user?: (MenuViewer['user'] & { id: number | string }) | null;
}

/**
 * The items of every menu placed at `position`, in order, that the viewer may see (doc 000 §5), with
 * `{currentUser}` replaced by the user's id; an item needing a user is left out for a guest.
 */
export function menuLinksAt(position: string, input: MenuLinksInput): MenuLink[] {
  const links: MenuLink[] = [];
  for (const menu of input.menus) {
    if (!menu.positions.includes(position)) continue;
    for (const item of menu.items) {
      if (!item.action || !isMenuItemVisible(item, input)) continue;
      const href = resolveMenuItemAction(item.action, input.user);
      if (href === null) continue;
      links.push({
        id: `${menu.id}:${item.id}`,
        label: item.label,
        icon: item.icon ?? null,
        href,
        target: item.target ?? undefined,
      });
    }
  }
  return links;
}
