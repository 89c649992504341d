import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';

/** A personal API access token as listed on the account; the secret itself is never listed. */
export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Shown as 'Never' when `null`. */
  last_used_at: optionalDateTimeSchema,
  created_at: z.optional(dateTimeSchema),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Body of `POST access-tokens`. */
export const createAccessTokenPayloadSchema = z.object({
  tokenName: z.string().check(z.trim(), z.minLength(1)),
});
export type CreateAccessTokenPayload = z.infer<typeof createAccessTokenPayloadSchema>;

/** Answer of `POST access-tokens`: the plain token is shown once and never again. */
export const newAccessTokenResponseSchema = z.object({
  token: accessTokenSchema,
  plainTextToken: z.string().check(z.minLength(1)),
});
export type NewAccessTokenResponse = z.infer<typeof newAccessTokenResponseSchema>;
