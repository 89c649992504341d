import * as z from 'zod/mini';
import { accessTokenSchema } from './access-token';
import { permissionSchema, roleSchema } from './permission';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';
import { subscriptionSchema } from './subscription';

/** A connected social sign-in account. */
export const socialProfileSchema = z.object({
  id: z.optional(idSchema),
  service_name: z.string(),
  username: z.nullable(z.string()),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/**
 * A user (doc 000 §3). Attributes the server may leave empty are nullable; relations are optional because they are
 * present only when loaded (`with=roles,social_profiles,tokens`).
 */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  /** Avatar URL. */
  image: z.nullable(z.string()),
  email: z.string(),
  email_verified_at: optionalDateTimeSchema,
  banned_at: optionalDateTimeSchema,
  language: z.nullable(z.string()),
  /** Country code. */
  country: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  unread_notifications_count: z.optional(z.int().check(z.nonnegative())),
  two_factor_confirmed_at: z.optional(optionalDateTimeSchema),
  two_factor_recovery_codes: z.optional(z.nullable(z.array(z.string()))),
  created_at: z.optional(dateTimeSchema),
  social_profiles: z.optional(z.array(socialProfileSchema)),
  tokens: z.optional(z.array(accessTokenSchema)),
  roles: z.optional(z.array(roleSchema)),
  permissions: z.optional(z.array(permissionSchema)),
  subscriptions: z.optional(z.array(subscriptionSchema)),
});
export type User = z.infer<typeof userSchema>;

/** Answer of the calls that return one user (`GET users/{id}`, `PUT users/{id}`, avatar changes). */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
