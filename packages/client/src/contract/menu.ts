import * as z from 'zod/mini';
import { idSchema, phpMapSchema } from './primitives';

/** Menus and their items live in the settings JSON, where ids are generated strings or numbers. */
const menuIdSchema = z.union([z.string().check(z.minLength(1)), idSchema]);

/** Where a menu is rendered, e.g. `sidebar-primary`, `sidebar-secondary`, `mobile-bottom`, `landing-page-navbar`. */
export const menuPositionSchema = z.string().check(z.minLength(1));
export type MenuPosition = z.infer<typeof menuPositionSchema>;

/** A menu entry; shown only when its visibility conditions hold (doc 000 §5). */
export const menuItemSchema = z.object({
  id: menuIdSchema,
  label: z.string(),
  icon: z.optional(z.nullable(z.string())),
  /** `link` for an address; other values name in-app routes. */
  type: z.string(),
  /** The path or URL; `{currentUser}` is replaced with the user id. An item without an action is hidden. */
  action: z.optional(z.nullable(z.string())),
  target: z.optional(z.nullable(z.string())),
  /** Role ids the user must all hold. */
  roles: z.optional(z.array(idSchema)),
  /** Permission names the user must all hold. */
  permissions: z.optional(z.array(z.string())),
  /** Setting paths and the values they must equal. */
  settings: z.optional(phpMapSchema(z.unknown())),
  /** `subscribed` requires an active subscription; any other value requires none. */
  subscriptionStatus: z.optional(z.nullable(z.string())),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: menuIdSchema,
  name: z.optional(z.string()),
  positions: z.array(menuPositionSchema),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;
