import type { BootstrapData, SocialAuthPopupResult } from '@tonearm/client/contract';

/** What the app does with a popup result. */
export type SocialSignInOutcome =
  /** SUCCESS, or ALREADY_LOGGED_IN: go to the redirect target, with the new bootstrap data when it came along. */
  | { type: 'signed-in'; bootstrapData: BootstrapData | null }
  /** REQUEST_PASSWORD: an account with the same email exists; its password connects the two. */
  | { type: 'password-required' }
  /**
   * The popup's own error message, or `null` for the product's fallback, 'An error occurred. Please try again
   * later' (doc 000 §8), which the screen words in the visitor's language.
   */
  | { type: 'failed'; message: string | null }
  /** The popup was closed or blocked: nothing to do. */
  | { type: 'dismissed' };

export function socialSignInOutcome(result: SocialAuthPopupResult | null): SocialSignInOutcome {
  if (!result) return { type: 'dismissed' };
  const bootstrapData = result.callbackData?.bootstrapData ?? null;
  switch (result.status) {
    case 'SUCCESS':
      // A success that carries no account cannot sign anyone in.
      return bootstrapData?.user ? { type: 'signed-in', bootstrapData } : { type: 'failed', message: null };
    case 'ALREADY_LOGGED_IN':
      return { type: 'signed-in', bootstrapData };
    case 'REQUEST_PASSWORD':
      return { type: 'password-required' };
    case 'ERROR':
      return { type: 'failed', message: result.callbackData?.errorMessage || null };
  }
}
