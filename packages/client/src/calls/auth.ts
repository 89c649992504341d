import {
  type BootstrapDataResponse,
  bootstrapDataResponseSchema,
  type ForgotPasswordPayload,
  type LoginPayload,
  type LoginResponse,
  loginResponseSchema,
  type MessageResponse,
  messageResponseSchema,
  type RegisterPayload,
  type RegisterResponse,
  type ResetPasswordPayload,
  registerResponseSchema,
  type SignInLinkPayload,
  type TwoFactorChallengePayload,
} from '../contract';
import type { HttpClient } from '../core/types';

/** `POST auth/login`: answers `{two_factor: true}` when the challenge must follow, else the new bootstrap data. */
export function login(http: HttpClient, body: LoginPayload): Promise<LoginResponse> {
  return http.post('auth/login', body, { schema: loginResponseSchema, callName: 'POST auth/login' });
}

/** `POST auth/login-link`: signs in with a mailed one-time link; answers like a login (two-factor may follow). */
export function signInWithLink(http: HttpClient, body: SignInLinkPayload): Promise<LoginResponse> {
  return http.post('auth/login-link', body, {
    schema: loginResponseSchema,
    callName: 'POST auth/login-link',
  });
}

/** `POST auth/two-factor-challenge`: completes the login, so it answers like one, with the bootstrap data. */
export function completeTwoFactorChallenge(
  http: HttpClient,
  body: TwoFactorChallengePayload,
): Promise<BootstrapDataResponse> {
  return http.post('auth/two-factor-challenge', body, {
    schema: bootstrapDataResponseSchema,
    callName: 'POST auth/two-factor-challenge',
  });
}

/** `POST auth/logout`: answers with the guest bootstrap data. */
export function logout(http: HttpClient): Promise<BootstrapDataResponse> {
  return http.post('auth/logout', undefined, {
    schema: bootstrapDataResponseSchema,
    callName: 'POST auth/logout',
  });
}

/** `POST auth/register`. */
export function register(http: HttpClient, body: RegisterPayload): Promise<RegisterResponse> {
  return http.post('auth/register', body, { schema: registerResponseSchema, callName: 'POST auth/register' });
}

/** `POST auth/forgot-password`: emails a reset link and answers with the message to show. */
export function sendPasswordResetLink(
  http: HttpClient,
  body: ForgotPasswordPayload,
): Promise<MessageResponse> {
  return http.post('auth/forgot-password', body, {
    schema: messageResponseSchema,
    callName: 'POST auth/forgot-password',
  });
}

/** `POST auth/reset-password`; answers with the broker's message (the answer is not shown in the spec). */
export function resetPassword(http: HttpClient, body: ResetPasswordPayload): Promise<MessageResponse> {
  return http.post('auth/reset-password', body, {
    schema: messageResponseSchema,
    callName: 'POST auth/reset-password',
  });
}
