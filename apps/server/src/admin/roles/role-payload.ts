import * as z from 'zod';
import { permissionGrantsSchema } from '../../roles/permission-grants';

/** Body of `POST admin/roles` and `PUT admin/roles/{id}`. */
export const rolePayloadSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((text) => text || null),
    default: z.boolean().default(false),
    guests: z.boolean().default(false),
    permissions: permissionGrantsSchema.default([]),
  })
  // Visitors who are not signed in have no account to give a role to at registration.
  .refine((role) => !(role.guests && role.default), {
    path: ['default'],
    message: 'The guests role cannot also be given to new accounts.',
  });
export type RolePayloadInput = z.infer<typeof rolePayloadSchema>;

/** Body of `POST admin/roles/{id}/users` and `POST admin/roles/{id}/users/remove`. */
export const roleMembersPayloadSchema = z.object({
  userIds: z.array(z.int().positive()).min(1).max(1000),
});
