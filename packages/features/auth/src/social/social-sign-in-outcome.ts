import type { BootstrapData, SocialAuthPopupResult } from '@tonearm/client/contract';

/** Shown when the popup reports an error without a message of its own (doc 000 §8). */
export const SOCIAL_ERROR_FALLBACK = 'An error occurred. Please try again later';

/** What the app does with a popup result. */
export type SocialSignInOutcome =
  /** SUCCESS, or ALREADY_LOGGED_IN: go to the redirect target, with the new bootstrap data when it came along. */
  | { type: 'signed-in'; bootstrapData: BootstrapData | null }
  /** REQUEST_PASSWORD: an account with the same email exists; its password connects the two. */
  | { type: 'password-required' }
  | { type: 'failed'; message: string }
  /** The popup was closed or blocked: nothing to do. */
  | { type: 'dismissed' };

export function socialSignInOutcome(result: SocialAuthPopupResult | null): SocialSignInOutcome {
  if (!result) return { type: 'dismissed' };
  const bootstrapData = result.callbackData?.bootstrapData ?? null;
  switch (result.status) {
    case 'SUCCESS':
      // A success that carries no account cannot sign anyone in.
      return bootstrapData?.user
        ? { type: 'signed-in', bootstrapData }
        : { type: 'failed', message: SOCIAL_ERROR_FALLBACK };
    case 'ALREADY_LOGGED_IN':
      return { type: 'signed-in', bootstrapData };
    case 'REQUEST_PASSWORD':
      return { type: 'password-required' };
    case 'ERROR':
      return { type: 'failed', message: result.callbackData?.errorMessage || SOCIAL_ERROR_FALLBACK };
  }
}
