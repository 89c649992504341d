import * as z from 'zod/mini';
import { MENU_ICON_NAMES } from '../../rules/menus/menu-icons';
import { menuSchema } from '../menu';
import { idSchema } from '../primitives';

const MENU_ICON_NAME_SET: ReadonlySet<string> = new Set(MENU_ICON_NAMES);

/**
 * Where the product renders a menu: the listener's sidebar (primary and secondary), the navbar (the primary menu
 * where no sidebar shows), the bottom bar of small screens, the landing page's navbar, the footer, the admin
 * area's navigation and the user menu (`auth-dropdown`).
 */
export const MENU_POSITIONS = [
  'sidebar-primary',
  'sidebar-secondary',
  'mobile-bottom',
  'landing-page-navbar',
  'footer',
  'admin-sidebar',
  'auth-dropdown',
] as const;
export type KnownMenuPosition = (typeof MENU_POSITIONS)[number];

/** The position of the admin area's navigation. */
export const ADMIN_SIDEBAR_POSITION = 'admin-sidebar';

/**
 * What a menu item links to: a route of the product, a custom page (`/pages/{slug}`), a channel
 * (`/channel/{slug}`) or an outside address (`link`).
 */
export const MENU_ITEM_TYPES = ['route', 'page', 'channel', 'link'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** How a menu item opens: in the same window, or a new one. */
export const MENU_ITEM_TARGETS = ['_self', '_blank'] as const;

/** `subscribed` shows an item only to subscribers, `unsubscribed` only to others; no status shows it to both. */
export const MENU_SUBSCRIPTION_STATUSES = ['subscribed', 'unsubscribed'] as const;

const MAX_MENUS = 50;
const MAX_ITEMS = 100;

const menuKeySchema = z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_:.-]+$/)),
  idSchema,
]);

/** An address outside the site: a web or mail address, with nothing that could break out of an attribute. */
export const OUTSIDE_ADDRESS_PATTERN = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+)$/;
/** A path of this site (`{currentUser}` allowed); `//host` would leave the site, so it is refused. */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^\s"'<>\\]*$/;

/** A setting's dotted path; the object-path rules refuse `__proto__`, `prototype` and `constructor`. */
const settingPathSchema = z.string().check(
  z.maxLength(100),
  z.regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'Give a setting as a dotted path such as billing.enable.'),
  z.refine(
    (path) => !path.split('.').some((part) => ['__proto__', 'prototype', 'constructor'].includes(part)),
    'This setting path is not allowed.',
  ),
);

/** A menu item as the menu editor saves it. */
export const appearanceMenuItemSchema = z
  .strictObject({
    id: menuKeySchema,
    label: z.string().check(z.trim(), z.minLength(1, 'Give the item a label.'), z.maxLength(100)),
    /** One of the menu icons the site draws (`MENU_ICON_NAMES`, Lucide's names). */
    icon: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.refine((name) => MENU_ICON_NAME_SET.has(name), 'Pick one of the icons the menu editor offers.'),
          ),
      ),
    ),
    type: z.enum(MENU_ITEM_TYPES),
    action: z.string().check(z.trim(), z.minLength(1, 'Give the item a link.'), z.maxLength(2000)),
    target: z.optional(z.nullable(z.enum(MENU_ITEM_TARGETS))),
    roles: z.optional(z.array(idSchema).check(z.maxLength(100))),
    permissions: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200))),
    settings: z.optional(
      z.record(settingPathSchema, z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()])),
    ),
    subscriptionStatus: z.optional(z.nullable(z.enum(MENU_SUBSCRIPTION_STATUSES))),
  })
  .check(
    z.superRefine((item, context) => {
      const outside = item.type === 'link';
      const pattern = outside ? OUTSIDE_ADDRESS_PATTERN : SITE_PATH_PATTERN;
      if (!pattern.test(item.action)) {
        context.issues.push({
          code: 'custom',
          input: item.action,
          path: ['action'],
          message: outside
            ? 'Give an address starting with https://, http:// or mailto:.'
            : 'Give a path of this site starting with /.',
        });
      }
    }),
  );
export type AppearanceMenuItem = z.infer<typeof appearanceMenuItemSchema>;

const uniqueIds = (entries: ReadonlyArray<{ id: string | number }>) =>
  new Set(entries.map((entry) => String(entry.id))).size === entries.length;

/** A menu as the menu editor saves it: named, placed at known positions, its items in order. */
export const appearanceMenuSchema = z.strictObject({
  id: menuKeySchema,
  name: z.string().check(z.trim(), z.minLength(1, 'Give the menu a name.'), z.maxLength(100)),
  positions: z.array(z.enum(MENU_POSITIONS)).check(
    z.maxLength(MENU_POSITIONS.length),
    z.refine((positions) => new Set(positions).size === positions.length, 'A position is listed twice.'),
  ),
  items: z
    .array(appearanceMenuItemSchema)
    .check(z.maxLength(MAX_ITEMS), z.refine(uniqueIds, 'Two items of this menu have the same id.')),
});
export type AppearanceMenu = z.infer<typeof appearanceMenuSchema>;

/** Every menu after the edit, replacing the stored list whole. */
export const appearanceMenusSchema = z.array(appearanceMenuSchema).check(
  z.maxLength(MAX_MENUS),
  z.refine(uniqueIds, 'Two menus have the same id.'),
  // Without it the admin area has no navigation, the menu editor's own link included.
  z.refine(
    (menus) => menus.some((menu) => menu.positions.includes(ADMIN_SIDEBAR_POSITION)),
    'Keep a menu at the admin sidebar: the admin area shows no navigation without one.',
  ),
);

/** A role the editor offers for an item's visibility. */
export const menuRoleOptionSchema = z.object({ id: idSchema, name: z.string() });

/** A permission the editor offers for an item's visibility, with its group and the words the admin area uses. */
export const menuPermissionOptionSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  group: z.string(),
});

/** The choices the menu editor needs besides the menus: the site's roles and the permissions the product checks. */
export const appearanceMenuOptionsSchema = z.object({
  roles: z.array(menuRoleOptionSchema),
  permissions: z.array(menuPermissionOptionSchema),
});
export type AppearanceMenuOptions = z.infer<typeof appearanceMenuOptionsSchema>;

/** The stored menus as the editor reads them. */
export const appearanceStoredMenusSchema = z.array(menuSchema);

/** A custom page or channel a menu item can link to. */
export const menuLinkTargetSchema = z.object({ label: z.string(), action: z.string() });
export type MenuLinkTarget = z.infer<typeof menuLinkTargetSchema>;

/** Answer of `GET admin/appearance/menu-links`: the first matches by name. */
export const menuLinkTargetsResponseSchema = z.object({ results: z.array(menuLinkTargetSchema) });
export type MenuLinkTargetsResponse = z.infer<typeof menuLinkTargetsResponseSchema>;

/** Query of `GET admin/appearance/menu-links`: custom pages or channels whose name holds `query`. */
export const menuLinkTargetsQuerySchema = z.object({
  type: z.enum(['page', 'channel']),
  query: z.optional(z.string().check(z.maxLength(100))),
});
export type MenuLinkTargetsQuery = z.infer<typeof menuLinkTargetsQuerySchema>;
