import * as z from 'zod/mini';
import { idSchema } from './primitives';

/** A limit attached to a permission; the user is over quota when the current count reaches `value`. */
export const restrictionSchema = z.object({
  name: z.string(),
  /** `null` means unlimited. */
  value: z.nullable(z.number()),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** A permission, checked by `name`; the permission named `admin` grants everything (doc 000 §6). */
export const permissionSchema = z.object({
  id: z.optional(idSchema),
  name: z.string(),
  restrictions: z.optional(z.array(restrictionSchema)),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A role; roles are checked by id. */
export const roleSchema = z.object({
  id: idSchema,
  name: z.optional(z.string()),
  permissions: z.optional(z.array(permissionSchema)),
});
export type Role = z.infer<typeof roleSchema>;

/** The role whose permissions apply while nobody is logged in. */
export const guestRoleSchema = z.object({
  id: z.optional(idSchema),
  name: z.optional(z.string()),
  permissions: z.array(permissionSchema),
});
export type GuestRole = z.infer<typeof guestRoleSchema>;
