import * as z from 'zod';
import { idSchema, phpMapSchema } from './primitives';

/** Menus and their items live in the settings JSON, where ids are generated strings or numbers. */
const menuIdSchema = z.union([z.string().min(1), idSchema]);

/** Where a menu is rendered, e.g. `sidebar-primary`, `sidebar-secondary`, `mobile-bottom`, `landing-page-navbar`. */
export const menuPositionSchema = z.string().min(1);
export type MenuPosition = z.infer<typeof menuPositionSchema>;

/** A menu entry; shown only when its visibility conditions hold (doc 000 §5). */
export const menuItemSchema = z.object({
  id: menuIdSchema,
  label: z.string(),
  icon: z.string().nullable().optional(),
  /** `link` for an address; other values name in-app routes. */
  type: z.string(),
  /** The path or URL; `{currentUser}` is replaced with the user id. An item without an action is hidden. */
  action: z.string().nullable().optional(),
  target: z.string().nullable().optional(),
  /** Role ids the user must all hold. */
  roles: z.array(idSchema).optional(),
  /** Permission names the user must all hold. */
  permissions: z.array(z.string()).optional(),
  /** Setting paths and the values they must equal. */
  settings: phpMapSchema(z.unknown()).optional(),
  /** `subscribed` requires an active subscription; any other value requires none. */
  subscriptionStatus: z.string().nullable().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: menuIdSchema,
  name: z.string().optional(),
  positions: z.array(menuPositionSchema),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;
