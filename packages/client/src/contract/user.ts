import * as z from 'zod';
import { accessTokenSchema } from './access-token';
import { permissionSchema, roleSchema } from './permission';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';
import { subscriptionSchema } from './subscription';

/** A connected social sign-in account. */
export const socialProfileSchema = z.object({
  id: idSchema.optional(),
  service_name: z.string(),
  username: z.string().nullable(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/**
 * A user (doc 000 §3). Attributes the server may leave empty are nullable; relations are optional because they are
 * present only when loaded (`with=roles,social_profiles,tokens`).
 */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Avatar URL. */
  image: z.string().nullable(),
  email: z.string(),
  email_verified_at: optionalDateTimeSchema,
  banned_at: optionalDateTimeSchema,
  language: z.string().nullable(),
  /** Country code. */
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  unread_notifications_count: z.int().nonnegative().optional(),
  two_factor_confirmed_at: optionalDateTimeSchema.optional(),
  two_factor_recovery_codes: z.array(z.string()).nullable().optional(),
  created_at: dateTimeSchema.optional(),
  social_profiles: z.array(socialProfileSchema).optional(),
  tokens: z.array(accessTokenSchema).optional(),
  roles: z.array(roleSchema).optional(),
  permissions: z.array(permissionSchema).optional(),
  subscriptions: z.array(subscriptionSchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of the calls that return one user (`GET users/{id}`, `PUT users/{id}`, avatar changes). */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
