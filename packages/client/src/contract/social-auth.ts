import * as z from 'zod/mini';
import { bootstrapDataSchema } from './bootstrap-data';

export const socialServiceSchema = z.enum(['google', 'facebook', 'twitter', 'envato']);
export type SocialService = z.infer<typeof socialServiceSchema>;

export const socialAuthStatusSchema = z.enum(['SUCCESS', 'REQUEST_PASSWORD', 'ERROR', 'ALREADY_LOGGED_IN']);
export type SocialAuthStatus = z.infer<typeof socialAuthStatusSchema>;

/** The message the social sign-in popup posts back to the app (doc 000 §4). */
export const socialAuthPopupResultSchema = z.object({
  status: socialAuthStatusSchema,
  callbackData: z.optional(
    z.object({
      bootstrapData: z.optional(bootstrapDataSchema),
      errorMessage: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type SocialAuthPopupResult = z.infer<typeof socialAuthPopupResultSchema>;

/** Body of `POST secure/auth/social/connect`: the password of the existing account with the same email. */
export const socialConnectPayloadSchema = z.object({ password: z.string().check(z.minLength(1)) });
export type SocialConnectPayload = z.infer<typeof socialConnectPayloadSchema>;
