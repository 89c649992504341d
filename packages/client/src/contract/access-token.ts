import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';

/**
 * What a personal access token may do: `read` for GET calls, `write` for the calls that change data. No ability
 * reaches account security (tokens, password, two-factor, recovery codes, sessions): only a signed-in browser does.
 */
export const ACCESS_TOKEN_ABILITIES = ['read', 'write'] as const;
export const accessTokenAbilitySchema = z.enum(ACCESS_TOKEN_ABILITIES);
export type AccessTokenAbility = z.infer<typeof accessTokenAbilitySchema>;

/** A personal API access token as listed on the account; the secret itself is never listed. */
export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** `read` and/or `write` here; a Laravel server may list `*`. Absent from servers that predate abilities. */
  abilities: z.optional(z.array(z.string())),
  /** Shown as 'Never' when `null`. */
  last_used_at: optionalDateTimeSchema,
  created_at: z.optional(dateTimeSchema),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Body of `POST access-tokens`. */
export const createAccessTokenPayloadSchema = z.object({
  tokenName: z.string().check(z.trim(), z.minLength(1)),
  /** Chosen at creation; a token created without them may only read. */
  abilities: z.optional(z.array(accessTokenAbilitySchema).check(z.minLength(1), z.maxLength(2))),
});
export type CreateAccessTokenPayload = z.infer<typeof createAccessTokenPayloadSchema>;

/** Answer of `POST access-tokens`: the plain token is shown once and never again. */
export const newAccessTokenResponseSchema = z.object({
  token: accessTokenSchema,
  plainTextToken: z.string().check(z.minLength(1)),
});
export type NewAccessTokenResponse = z.infer<typeof newAccessTokenResponseSchema>;
