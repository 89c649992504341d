import * as z from 'zod/mini';

/** Body of `POST recaptcha/verify`. */
export const verifyRecaptchaPayloadSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type VerifyRecaptchaPayload = z.infer<typeof verifyRecaptchaPayloadSchema>;

/** Answer of `POST recaptcha/verify`. */
export const recaptchaVerificationSchema = z.object({ success: z.boolean() });
export type RecaptchaVerification = z.infer<typeof recaptchaVerificationSchema>;
