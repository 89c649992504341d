import {
  type RecaptchaVerification,
  recaptchaVerificationSchema,
  type VerifyRecaptchaPayload,
} from '../contract';
import type { HttpClient } from '../core/types';

/** `POST recaptcha/verify`: whether the human-verification token passes. */
export function verifyRecaptcha(
  http: HttpClient,
  body: VerifyRecaptchaPayload,
): Promise<RecaptchaVerification> {
  return http.post('recaptcha/verify', body, {
    schema: recaptchaVerificationSchema,
    callName: 'POST recaptcha/verify',
  });
}
