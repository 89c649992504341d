import {
  type Acknowledgement,
  acknowledgementSchema,
  type ConfirmTwoFactorPayload,
  type RecoveryCodesResponse,
  recoveryCodesResponseSchema,
  type ShowRecoveryCodesPayload,
  type TwoFactorQrCode,
  twoFactorQrCodeSchema,
} from '../contract';
import type { HttpClient } from '../core/types';

// The panel's state comes from the user's `two_factor_confirmed_at` and `two_factor_recovery_codes`, refetched
// after each change; confirmed recovery codes come only in the answers of the calls below that return them.

/** `POST auth/user/two-factor-authentication`: starts setup (state 0 to 1). */
export function enableTwoFactor(http: HttpClient): Promise<Acknowledgement> {
  return http.post('auth/user/two-factor-authentication', undefined, {
    schema: acknowledgementSchema,
    callName: 'POST auth/user/two-factor-authentication',
  });
}

/** `GET auth/user/two-factor/qr-code`. */
export function getTwoFactorQrCode(http: HttpClient): Promise<TwoFactorQrCode> {
  return http.get('auth/user/two-factor/qr-code', {
    schema: twoFactorQrCodeSchema,
    callName: 'GET auth/user/two-factor/qr-code',
  });
}

/** `POST auth/user/confirmed-two-factor-authentication`: confirms setup with a code (state 1 to 2). */
export function confirmTwoFactor(
  http: HttpClient,
  body: ConfirmTwoFactorPayload,
): Promise<RecoveryCodesResponse> {
  return http.post('auth/user/confirmed-two-factor-authentication', body, {
    schema: recoveryCodesResponseSchema,
    callName: 'POST auth/user/confirmed-two-factor-authentication',
  });
}

/** `DELETE auth/user/two-factor-authentication`: turns two-factor off (state 1 or 2 to 0). */
export function disableTwoFactor(http: HttpClient): Promise<Acknowledgement> {
  return http.delete('auth/user/two-factor-authentication', {
    schema: acknowledgementSchema,
    callName: 'DELETE auth/user/two-factor-authentication',
  });
}

/** `POST auth/user/two-factor-recovery-codes`: replaces the recovery codes and answers the new ones. */
export function regenerateRecoveryCodes(http: HttpClient): Promise<RecoveryCodesResponse> {
  return http.post('auth/user/two-factor-recovery-codes', undefined, {
    schema: recoveryCodesResponseSchema,
    callName: 'POST auth/user/two-factor-recovery-codes',
  });
}

/** `POST auth/user/two-factor-recovery-codes/show`: the recovery codes, after the password is checked. */
export function showRecoveryCodes(
  http: HttpClient,
  body: ShowRecoveryCodesPayload,
): Promise<RecoveryCodesResponse> {
  return http.post('auth/user/two-factor-recovery-codes/show', body, {
    schema: recoveryCodesResponseSchema,
    callName: 'POST auth/user/two-factor-recovery-codes/show',
  });
}
