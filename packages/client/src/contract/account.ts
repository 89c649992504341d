import * as z from 'zod/mini';
import { phpMapSchema } from './primitives';
import { localizationSchema } from './value-lists';

/** Longest email verification code (doc 000 §9). */
export const VERIFICATION_CODE_MAX_LENGTH = 6;

/** Body of `PUT users/{id}` from the account details panel; only the given fields change. */
export const accountDetailsPayloadSchema = z.partial(
  z.object({
    first_name: z.nullable(z.string()),
    last_name: z.nullable(z.string()),
    language: z.nullable(z.string()),
    country: z.nullable(z.string()),
    timezone: z.nullable(z.string()),
  }),
);
export type AccountDetailsPayload = z.infer<typeof accountDetailsPayloadSchema>;

/** Body of `POST users/{id}/avatar` when the avatar comes from an address instead of a file. */
export const avatarUrlPayloadSchema = z.object({
  // An address elsewhere, or the site's own path of an image uploaded to its public disk (`/storage/files/…`).
  url: z.union([z.url(), z.string().check(z.regex(/^\/(?!\/)\S+$/))]),
});
export type AvatarUrlPayload = z.infer<typeof avatarUrlPayloadSchema>;

/** Body of `PUT auth/user/password`. */
export const changePasswordPayloadSchema = z.object({
  current_password: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  password_confirmation: z.string().check(z.minLength(1)),
  /** Also revoke every personal access token; the server revokes them when this is left out. */
  revoke_access_tokens: z.optional(z.boolean()),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** Body of `POST users/me/locale`. */
export const changeLocalePayloadSchema = z.object({ locale: z.string().check(z.minLength(1)) });
export type ChangeLocalePayload = z.infer<typeof changeLocalePayloadSchema>;

/** Answer of `POST users/me/locale`: the chosen localization with its translated lines. */
export const localeResponseSchema = z.object({
  locale: z.extend(localizationSchema, { lines: z.optional(phpMapSchema(z.string())) }),
});
export type LocaleResponse = z.infer<typeof localeResponseSchema>;

/** Body of `POST resend-email-verification`. */
export const resendEmailVerificationPayloadSchema = z.object({ email: z.email() });
export type ResendEmailVerificationPayload = z.infer<typeof resendEmailVerificationPayloadSchema>;

/** Body of `POST validate-email-verification-otp`. */
export const validateEmailVerificationPayloadSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(VERIFICATION_CODE_MAX_LENGTH)),
});
export type ValidateEmailVerificationPayload = z.infer<typeof validateEmailVerificationPayloadSchema>;
