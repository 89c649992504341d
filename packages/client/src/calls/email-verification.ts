import {
  type Acknowledgement,
  acknowledgementSchema,
  type ResendEmailVerificationPayload,
  type ValidateEmailVerificationPayload,
} from '../contract';
import type { HttpClient } from '../core/types';

/** `POST resend-email-verification`: sends a new code to the address. */
export function resendEmailVerification(
  http: HttpClient,
  body: ResendEmailVerificationPayload,
): Promise<Acknowledgement> {
  return http.post('resend-email-verification', body, {
    schema: acknowledgementSchema,
    callName: 'POST resend-email-verification',
  });
}

/** `POST validate-email-verification-otp`: confirms the address with the code it received. */
export function validateEmailVerificationOtp(
  http: HttpClient,
  body: ValidateEmailVerificationPayload,
): Promise<Acknowledgement> {
  return http.post('validate-email-verification-otp', body, {
    schema: acknowledgementSchema,
    callName: 'POST validate-email-verification-otp',
  });
}
