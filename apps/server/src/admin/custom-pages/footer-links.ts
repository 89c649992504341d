import { menuSchema } from '@tonearm/client/contract';
import * as z from 'zod';
import { DEFAULT_MENUS } from '../../settings/default-menus';

/** The menu position the site's footer shows (the shell's `FOOTER_MENU_POSITION`). */
export const FOOTER_POSITION = 'footer';

/** A custom page as a footer link names it. */
export interface FooterPage {
  id: number;
  slug: string;
  title: string;
}

// `/pages/{slug}` or `/pages/{id}/{slug}` (doc 001 §2), the two addresses of a custom page.
const PAGE_LINK = /^\/pages\/(?:(\d{1,10})\/)?([^/?#]+)\/?$/;

type StoredMenus = unknown[];

const footerMenuAt = (menus: StoredMenus, index: number) => {
  const parsed = z.safeParse(menuSchema, menus[index]);
  return parsed.success && parsed.data.positions.includes(FOOTER_POSITION) ? parsed.data : null;
};

/** Whether a menu item's action leads to `page`. */
function linksTo(action: string | null | undefined, page: Pick<FooterPage, 'id' | 'slug'>): boolean {
  const match = action ? PAGE_LINK.exec(action) : null;
  if (!match) return false;
  if (match[1] !== undefined) return Number(match[1]) === page.id;
  return safeDecode(match[2] ?? '').toLowerCase() === page.slug.toLowerCase();
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The stored `menus` setting as an array to edit, or the shipped menus on a site that never stored any. Menus this
 * module cannot read are kept as they are: only footer menus are ever changed.
 */
export function storedMenus(stored: unknown): StoredMenus {
  return Array.isArray(stored) ? [...stored] : structuredClone(DEFAULT_MENUS);
}

/**
 * Whether a footer menu links `page`. The footer menu is the one source of this fact, so a link an operator removed
 * in the menu editor reads as unlinked here too.
 */
export function isInFooter(menus: StoredMenus, page: Pick<FooterPage, 'id' | 'slug'>): boolean {
  return menus.some((_, index) =>
    (footerMenuAt(menus, index)?.items ?? []).some((item) => linksTo(item.action, page)),
  );
}

/**
 * The menus with `page` linked from the footer or not. An existing link follows a changed slug (`previous`) and
 * keeps its label and place; a new link goes last in the first footer menu, made when the site has none.
 */
export function withFooterLink(
  menus: StoredMenus,
  page: FooterPage,
  linked: boolean,
  previous: Pick<FooterPage, 'id' | 'slug'> = page,
): StoredMenus {
  let found = false;
  const next = menus.map((menu, index) => {
    const footer = footerMenuAt(menus, index);
    if (!footer) return menu;
    const items = footer.items.flatMap((item) => {
      if (!linksTo(item.action, previous) && !linksTo(item.action, page)) return [item];
      if (!linked || found) return [];
      found = true;
      return [{ ...item, action: `/pages/${page.slug}` }];
    });
    return { ...(menu as object), items };
  });
  if (!linked || found) return next;
  const link = {
    id: `custom-page-${page.id}`,
    label: page.title,
    type: 'route',
    action: `/pages/${page.slug}`,
  };
  const first = next.findIndex((_, index) => footerMenuAt(next, index) !== null);
  if (first === -1)
    return [...next, { id: FOOTER_POSITION, name: 'Footer', positions: [FOOTER_POSITION], items: [link] }];
  const footer = footerMenuAt(next, first);
  next[first] = { ...(next[first] as object), items: [...(footer?.items ?? []), link] };
  return next;
}

/** The menus without any footer link to the given pages (deleted ones). */
export function withoutFooterLinks(
  menus: StoredMenus,
  pages: Pick<FooterPage, 'id' | 'slug'>[],
): StoredMenus {
  return menus.map((menu, index) => {
    const footer = footerMenuAt(menus, index);
    if (!footer) return menu;
    return {
      ...(menu as object),
      items: footer.items.filter((item) => !pages.some((page) => linksTo(item.action, page))),
    };
  });
}
