import {
  type Acknowledgement,
  acknowledgementSchema,
  type ConfirmPasswordPayload,
  type PasswordConfirmationStatus,
  passwordConfirmationStatusSchema,
} from '../contract';
import type { HttpClient } from '../core/types';
import { PASSWORD_CONFIRMATION_WINDOW_SECONDS } from '../rules';

/** `GET auth/user/confirmed-password-status?seconds=9000`: whether the password was confirmed within the window. */
export function getPasswordConfirmationStatus(
  http: HttpClient,
  seconds: number = PASSWORD_CONFIRMATION_WINDOW_SECONDS,
): Promise<PasswordConfirmationStatus> {
  return http.get('auth/user/confirmed-password-status', {
    params: { seconds },
    schema: passwordConfirmationStatusSchema,
    callName: 'GET auth/user/confirmed-password-status',
  });
}

/** `POST auth/user/confirm-password` (the answer is not shown in the spec). */
export function confirmPassword(http: HttpClient, body: ConfirmPasswordPayload): Promise<Acknowledgement> {
  return http.post('auth/user/confirm-password', body, {
    schema: acknowledgementSchema,
    callName: 'POST auth/user/confirm-password',
  });
}
