import type * as z from 'zod';

/** Shortest accepted password (Laravel's `Password::defaults()`). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest accepted password; argon2 takes any length, this only bounds the work per request. */
export const MAX_PASSWORD_LENGTH = 255;

/**
 * Adds the server's password rules to a payload with `password` and `password_confirmation`: the length bounds and
 * a matching confirmation, reported on the `password` field as Laravel does.
 */
export function checkNewPassword(
  value: { password: string; password_confirmation: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: `The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    });
  } else if (value.password.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: `The password field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`,
    });
  }
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'The password field confirmation does not match.',
    });
  }
}
