/** What a signed-in visitor may see (doc 000 §2): only the verification screen, only the suspended screen, or the app. */
export type AccountGate = 'verify-email' | 'suspended' | 'open';

/** The account and setting the gate reads. */
export interface AccountGateInput {
  user: { email_verified_at?: string | null; banned_at?: string | null } | null;
  requireEmailConfirmation?: boolean | null;
}

/**
 * Router gating in the spec's order of precedence (doc 000 §2): an unverified address while the site requires
 * email confirmation, then a ban, then the normal routes. Guests are never gated.
 */
export function accountGate({ user, requireEmailConfirmation }: AccountGateInput): AccountGate {
  if (!user) return 'open';
  if (requireEmailConfirmation === true && !user.email_verified_at) return 'verify-email';
  if (user.banned_at) return 'suspended';
  return 'open';
}
