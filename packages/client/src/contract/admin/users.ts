import * as z from 'zod/mini';
import { accessTokenSchema } from '../access-token';
import { restrictionSchema } from '../permission';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from '../primitives';
import { sessionSchema } from '../session';

/** A role as the users area names it: on a row, in a filter, in the roles field. */
export const adminUserRoleSchema = z.object({ id: idSchema, name: z.string() });
export type AdminUserRole = z.infer<typeof adminUserRoleSchema>;

/** What the list shows and the filters and sorts read (`GET admin/users`). */
export const adminUserRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** Avatar URL. */
  image: z.nullable(z.string()),
  roles: z.array(adminUserRoleSchema),
  /** Holds a subscription that grants its plan now. */
  subscribed: z.boolean(),
  email_verified_at: optionalDateTimeSchema,
  /** Set while a suspension is in force; an ended one reads as `null`. */
  banned_at: optionalDateTimeSchema,
  /** When the suspension ends; `null` with `banned_at` set is for good. */
  banned_until: optionalDateTimeSchema,
  ban_reason: z.nullable(z.string()),
  /** The latest activity of any of the user's sessions; `null` when they never signed in. */
  last_active_at: optionalDateTimeSchema,
  created_at: dateTimeSchema,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A permission an admin granted one user directly, with its restrictions (`null` value is unlimited). */
export const userPermissionGrantSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  restrictions: z.array(restrictionSchema),
});
export type UserPermissionGrant = z.infer<typeof userPermissionGrantSchema>;

/** One user as the user page edits them (`GET admin/users/{id}`). */
export const adminUserSchema = z.extend(adminUserRowSchema, {
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  language: z.nullable(z.string()),
  country: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  two_factor_enabled: z.boolean(),
  /** The user's own grants, beside those of their roles. */
  permissions: z.array(userPermissionGrantSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** The roles an admin can give (`GET admin/users/roles`): every role but the guests'. */
export const adminUserRoleListResponseSchema = z.object({ roles: z.array(adminUserRoleSchema) });
export type AdminUserRoleListResponse = z.infer<typeof adminUserRoleListResponseSchema>;

const nameSchema = z.nullable(z.string().check(z.trim(), z.maxLength(100)));
const emailSchema = z.email().check(z.trim(), z.maxLength(255));
const roleIdsSchema = z.array(idSchema).check(z.maxLength(100));

/** Body of `POST admin/users`. */
export const createAdminUserPayloadSchema = z.object({
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(255)),
  roles: z.optional(roleIdsSchema),
  /** Mark the address as confirmed, so the user never sees the verification screen. */
  email_verified: z.optional(z.boolean()),
});
export type CreateAdminUserPayload = z.infer<typeof createAdminUserPayloadSchema>;

/** Body of `PUT admin/users/{id}`: only the fields given change. */
export const updateAdminUserPayloadSchema = z.object({
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
  email: z.optional(emailSchema),
  email_verified: z.optional(z.boolean()),
  roles: z.optional(roleIdsSchema),
  language: z.optional(z.string().check(z.minLength(2), z.maxLength(10))),
  country: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/)))),
  timezone: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
  permissions: z.optional(z.array(userPermissionGrantSchema).check(z.maxLength(500))),
});
export type UpdateAdminUserPayload = z.infer<typeof updateAdminUserPayloadSchema>;

/** Body of `POST admin/users/{id}/suspend`: for good without `until`, with an optional reason. */
export const suspendUserPayloadSchema = z.object({
  until: z.optional(z.nullable(dateTimeSchema)),
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(250)))),
});
export type SuspendUserPayload = z.infer<typeof suspendUserPayloadSchema>;

/** `GET admin/users/{id}/sessions`: the user's signed-in devices. */
export const adminUserSessionListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type AdminUserSessionListResponse = z.infer<typeof adminUserSessionListResponseSchema>;

/** `GET admin/users/{id}/tokens`: the user's access tokens. */
export const adminUserTokenListResponseSchema = z.object({ tokens: z.array(accessTokenSchema) });
export type AdminUserTokenListResponse = z.infer<typeof adminUserTokenListResponseSchema>;
