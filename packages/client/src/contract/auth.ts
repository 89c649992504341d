import * as z from 'zod/mini';
import { bootstrapDataResponseSchema, bootstrapDataSchema } from './bootstrap-data';
import { inviteIdSchema } from './invite-id';

const passwordSchema = z.string().check(z.minLength(1));

/** Body of `POST auth/login`. */
export const loginPayloadSchema = z.object({
  email: z.email(),
  password: passwordSchema,
  /** Stay signed in for a month. */
  remember: z.boolean(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A login answer asking for the two-factor challenge instead of signing in. */
export const twoFactorRequiredSchema = z.object({ two_factor: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** Answer of `POST auth/login`: either the two-factor challenge or the new bootstrap data. */
export const loginResponseSchema = z.union([twoFactorRequiredSchema, bootstrapDataResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of `POST auth/login-link`: the token of the one-time sign-in link mailed while logins were throttled. */
export const signInLinkPayloadSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInLinkPayload = z.infer<typeof signInLinkPayloadSchema>;

/** Body of `POST auth/register`. */
export const registerPayloadSchema = z.object({
  email: z.email(),
  password: passwordSchema,
  password_confirmation: passwordSchema,
  /** Registration policy id to whether its checkbox was ticked. */
  policies: z.optional(z.record(z.string(), z.boolean())),
  /** Set when the account is created to accept an invitation. */
  invite_id: z.optional(inviteIdSchema),
  invite_type: z.optional(z.string()),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Answer of `POST auth/register`. */
export const registerResponseSchema = z.object({
  status: z.enum(['success', 'needs_email_verification']),
  bootstrapData: bootstrapDataSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Body of `POST auth/forgot-password`. */
export const forgotPasswordPayloadSchema = z.object({ email: z.email() });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** Body of `POST auth/reset-password`. */
export const resetPasswordPayloadSchema = z.object({
  token: z.string().check(z.minLength(1)),
  email: z.email(),
  password: passwordSchema,
  password_confirmation: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
