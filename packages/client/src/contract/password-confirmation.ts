import * as z from 'zod/mini';

/** Answer of `GET auth/user/confirmed-password-status`. */
export const passwordConfirmationStatusSchema = z.object({ confirmed: z.boolean() });
export type PasswordConfirmationStatus = z.infer<typeof passwordConfirmationStatusSchema>;

/** Body of `POST auth/user/confirm-password`. */
export const confirmPasswordPayloadSchema = z.object({ password: z.string().check(z.minLength(1)) });
export type ConfirmPasswordPayload = z.infer<typeof confirmPasswordPayloadSchema>;
