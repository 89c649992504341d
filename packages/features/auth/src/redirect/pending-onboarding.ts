import type { PendingOnboarding } from '@tonearm/client/rules';
import * as z from 'zod/mini';

/** Where the plan chosen on the pricing page waits for the visitor to sign in (doc 001 §2). */
export const PENDING_ONBOARDING_KEY = 'be.onboarding.selected';

const checkoutIdSchema = z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^[\w-]+$/))]);
const pendingOnboardingSchema = z.object({ productId: checkoutIdSchema, priceId: checkoutIdSchema });

/** The storage the choice lives in; `undefined` where there is none (private mode that throws, no window). */
export type OnboardingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

function browserStorage(): OnboardingStorage {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The plan choice waiting to be checked out, or `null`; anything unreadable counts as no choice. */
export function readPendingOnboarding(
  storage: OnboardingStorage = browserStorage(),
): PendingOnboarding | null {
  try {
    const stored = storage?.getItem(PENDING_ONBOARDING_KEY);
    if (!stored) return null;
    return pendingOnboardingSchema.safeParse(JSON.parse(stored)).data ?? null;
  } catch {
    return null;
  }
}

/** Remembers the plan a visitor chose before signing in, so login sends them to its checkout. */
export function recordPendingOnboarding(
  choice: PendingOnboarding,
  storage: OnboardingStorage = browserStorage(),
): void {
  const parsed = pendingOnboardingSchema.parse(choice);
  try {
    storage?.setItem(PENDING_ONBOARDING_KEY, JSON.stringify(parsed));
  } catch {
    // A full or blocked storage only loses the shortcut to checkout.
  }
}

/** Forgets the plan choice (the checkout calls this once it has taken over). */
export function clearPendingOnboarding(storage: OnboardingStorage = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_ONBOARDING_KEY);
  } catch {
    // Nothing stored can be read back from a blocked storage either.
  }
}
