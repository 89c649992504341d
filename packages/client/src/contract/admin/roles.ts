import * as z from 'zod/mini';
import { restrictionSchema } from '../permission';
import { dateTimeSchema, idSchema } from '../primitives';

/**
 * How a restriction's value is read: a `number` is a limit (empty is unlimited, at or above it the holder is over
 * quota); a `boolean` is a yes/no switch, sent as `1` (yes) or `0` (no) so both kinds share one wire shape.
 */
export const restrictionTypeSchema = z.enum(['number', 'boolean']);
export type RestrictionType = z.infer<typeof restrictionTypeSchema>;

/** A restriction a permission may carry, as the permission catalogue describes it. */
export const restrictionDefinitionSchema = z.object({
  name: z.string(),
  type: restrictionTypeSchema,
  description: z.string(),
});
export type RestrictionDefinition = z.infer<typeof restrictionDefinitionSchema>;

/** A permission of the catalogue: what it lets its holder do and which restrictions it may carry. */
export const catalogPermissionSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  group: z.string(),
  restrictions: z.array(restrictionDefinitionSchema),
});
export type CatalogPermission = z.infer<typeof catalogPermissionSchema>;

/** One area of the catalogue (`music`, `admin`…) and its permissions. */
export const permissionGroupSchema = z.object({
  name: z.string(),
  permissions: z.array(catalogPermissionSchema),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

/** `GET admin/permissions`: every permission the server checks, grouped by area. */
export const permissionCatalogueResponseSchema = z.object({ groups: z.array(permissionGroupSchema) });
export type PermissionCatalogueResponse = z.infer<typeof permissionCatalogueResponseSchema>;

/** A permission as a role, a plan or a user holds it: its name and the values of its restrictions. */
export const grantedPermissionSchema = z.object({
  name: z.string(),
  restrictions: z.array(restrictionSchema),
});
export type GrantedPermissionValue = z.infer<typeof grantedPermissionSchema>;

/** One row of `GET admin/roles`. */
export const adminRoleRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  /** Given to every new account at registration. */
  default: z.boolean(),
  /** Its permissions apply to visitors who are not signed in. */
  guests: z.boolean(),
  users_count: z.int().check(z.nonnegative()),
  permissions_count: z.int().check(z.nonnegative()),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminRoleRow = z.infer<typeof adminRoleRowSchema>;

/** A role with its permissions, as `GET admin/roles/{id}` answers it. */
export const adminRoleSchema = z.extend(adminRoleRowSchema, {
  permissions: z.array(grantedPermissionSchema),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** `GET`, `POST` and `PUT admin/roles…`: `{role}`. */
export const adminRoleResponseSchema = z.object({ role: adminRoleSchema });
export type AdminRoleResponse = z.infer<typeof adminRoleResponseSchema>;

/** Body of `POST admin/roles` and `PUT admin/roles/{id}`. */
export interface RolePayload {
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermissionValue[];
}

/** One member of a role, as `GET admin/roles/{id}/users` lists them. */
export const roleMemberSchema = z.object({
  id: idSchema,
  email: z.string(),
  display_name: z.string(),
  image: z.nullable(z.string()),
  /** When the role was given to the user. */
  assigned_at: dateTimeSchema,
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

/** A user who does not hold the role yet, as the "Add members" picker offers them. */
export const roleCandidateSchema = z.object({
  id: idSchema,
  email: z.string(),
  display_name: z.string(),
  image: z.nullable(z.string()),
});
export type RoleCandidate = z.infer<typeof roleCandidateSchema>;

/** `GET admin/roles/{id}/candidates?query=`: up to ten users matching the search who do not hold the role. */
export const roleCandidatesResponseSchema = z.object({ users: z.array(roleCandidateSchema) });
export type RoleCandidatesResponse = z.infer<typeof roleCandidatesResponseSchema>;

/** Body of `POST admin/roles/{id}/users` and `POST admin/roles/{id}/users/remove`. */
export interface RoleMembersPayload {
  userIds: number[];
}

/** Answer of the member changes: how many users the role holds now. */
export const roleMembersChangedSchema = z.object({ users_count: z.int().check(z.nonnegative()) });
export type RoleMembersChanged = z.infer<typeof roleMembersChangedSchema>;
