import * as z from 'zod';
import { phpMapSchema } from './primitives';
import { localizationSchema } from './value-lists';

/** Longest email verification code (doc 000 §9). */
export const VERIFICATION_CODE_MAX_LENGTH = 6;

/** Body of `PUT users/{id}` from the account details panel; only the given fields change. */
export const accountDetailsPayloadSchema = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    language: z.string().nullable(),
    country: z.string().nullable(),
    timezone: z.string().nullable(),
  })
  .partial();
export type AccountDetailsPayload = z.infer<typeof accountDetailsPayloadSchema>;

/** Body of `POST users/{id}/avatar` when the avatar comes from an address instead of a file. */
export const avatarUrlPayloadSchema = z.object({
  // An address elsewhere, or the site's own path of an image uploaded to its public disk (`/storage/files/…`).
  url: z.union([z.url(), z.string().regex(/^\/(?!\/)\S+$/)]),
});
export type AvatarUrlPayload = z.infer<typeof avatarUrlPayloadSchema>;

/** Body of `PUT auth/user/password`. */
export const changePasswordPayloadSchema = z.object({
  current_password: z.string().min(1),
  password: z.string().min(1),
  password_confirmation: z.string().min(1),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** Body of `POST users/me/locale`. */
export const changeLocalePayloadSchema = z.object({ locale: z.string().min(1) });
export type ChangeLocalePayload = z.infer<typeof changeLocalePayloadSchema>;

/** Answer of `POST users/me/locale`: the chosen localization with its translated lines. */
export const localeResponseSchema = z.object({
  locale: localizationSchema.extend({ lines: phpMapSchema(z.string()).optional() }),
});
export type LocaleResponse = z.infer<typeof localeResponseSchema>;

/** Body of `POST resend-email-verification`. */
export const resendEmailVerificationPayloadSchema = z.object({ email: z.email() });
export type ResendEmailVerificationPayload = z.infer<typeof resendEmailVerificationPayloadSchema>;

/** Body of `POST validate-email-verification-otp`. */
export const validateEmailVerificationPayloadSchema = z.object({
  code: z.string().trim().min(1).max(VERIFICATION_CODE_MAX_LENGTH),
});
export type ValidateEmailVerificationPayload = z.infer<typeof validateEmailVerificationPayloadSchema>;
