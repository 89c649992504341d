import type { Database } from '../db/connect';
import {
  type ClaimedAttempts,
  claimAttempts,
  clearFailures,
  type ThrottleRule,
} from '../security/rate-limiter';

/**
 * Failed logins are counted per account from one address, per account from anywhere (slow distributed guessing)
 * and per address across accounts (spraying). Each blocks with a delay that doubles on every further failure.
 * Unknown emails count like known ones, so the answers never tell which accounts exist.
 */
export const LOGIN_THROTTLE_RULES = {
  accountFromAddress: {
    windowSeconds: 15 * 60,
    threshold: 5,
    baseDelaySeconds: 30,
    maxDelaySeconds: 15 * 60,
  },
  account: { windowSeconds: 60 * 60, threshold: 20, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
  address: { windowSeconds: 60 * 60, threshold: 50, baseDelaySeconds: 60, maxDelaySeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

interface LoginAttempt {
  email: string;
  ip: string | null;
}

function keysOf(attempt: LoginAttempt): [string, ThrottleRule][] {
  const email = attempt.email.trim().toLowerCase();
  const ip = attempt.ip ?? 'unknown';
  return [
    [`login:account-address:${email}|${ip}`, LOGIN_THROTTLE_RULES.accountFromAddress],
    [`login:account:${email}`, LOGIN_THROTTLE_RULES.account],
    [`login:address:${ip}`, LOGIN_THROTTLE_RULES.address],
  ];
}

/**
 * Counts this attempt under all three rules before the password is checked, so attempts sent at once cannot all
 * pass a check made before any of them failed.
 */
export async function claimLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<ClaimedAttempts> {
  return claimAttempts(db, keysOf(attempt), now);
}

/** A successful login forgives this account's failures from this address, and is not counted elsewhere. */
export async function clearLoginFailures(
  db: Database,
  attempt: LoginAttempt,
  claimed: Extract<ClaimedAttempts, { admitted: true }>,
): Promise<void> {
  await claimed.forgive();
  const [accountFromAddress] = keysOf(attempt);
  if (accountFromAddress) await clearFailures(db, accountFromAddress[0]);
}

/**
 * The owner proved they hold the address (a mailed sign-in link): the failures counted against the account from
 * anywhere are forgiven, so their next login with the password is judged afresh.
 */
export async function forgiveAccountFailures(db: Database, email: string): Promise<void> {
  for (const [key] of keysOf({ email, ip: null }).slice(0, 2)) await clearFailures(db, key);
}
