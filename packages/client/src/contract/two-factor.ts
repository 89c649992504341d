import * as z from 'zod/mini';

/** Length of a two-factor code (doc 000 §9). */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Length of a two-factor recovery code (doc 000 §9). */
export const RECOVERY_CODE_LENGTH = 21;

/** Answer of `GET auth/user/two-factor/qr-code`. */
export const twoFactorQrCodeSchema = z.object({
  /** SVG markup of the QR code. */
  svg: z.string().check(z.minLength(1)),
  secret: z.string().check(z.minLength(1)),
});
export type TwoFactorQrCode = z.infer<typeof twoFactorQrCodeSchema>;

const twoFactorCodeSchema = z.string().check(z.trim(), z.length(TWO_FACTOR_CODE_LENGTH));

/** Body of `POST auth/two-factor-challenge`: a code from the app, or a recovery code. */
export const twoFactorChallengePayloadSchema = z.union([
  z.object({ code: twoFactorCodeSchema }),
  z.object({ recovery_code: z.string().check(z.trim(), z.length(RECOVERY_CODE_LENGTH)) }),
]);
export type TwoFactorChallengePayload = z.infer<typeof twoFactorChallengePayloadSchema>;

/** Body of `POST auth/user/confirmed-two-factor-authentication`. */
export const confirmTwoFactorPayloadSchema = z.object({ code: twoFactorCodeSchema });
export type ConfirmTwoFactorPayload = z.infer<typeof confirmTwoFactorPayloadSchema>;

/**
 * Answer of the calls that may show the recovery codes: `POST auth/user/confirmed-two-factor-authentication`,
 * `POST auth/user/two-factor-recovery-codes` and `POST auth/user/two-factor-recovery-codes/show`. The user's own
 * data never carries confirmed codes.
 */
export const recoveryCodesResponseSchema = z.object({
  status: z.literal('success'),
  recovery_codes: z.array(z.string().check(z.length(RECOVERY_CODE_LENGTH))),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Body of `POST auth/user/two-factor-recovery-codes/show`: the password, checked each time. */
export const showRecoveryCodesPayloadSchema = z.object({ password: z.string().check(z.minLength(1)) });
export type ShowRecoveryCodesPayload = z.infer<typeof showRecoveryCodesPayloadSchema>;
