import type { Database } from '../db/connect';
import { blockedFor, clearFailures, recordFailure, type ThrottleRule } from '../security/rate-limiter';

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

/** Seconds this attempt must wait, 0 when it may go ahead. */
export async function loginBlockedFor(db: Database, attempt: LoginAttempt, now: Date): Promise<number> {
  const waits = await Promise.all(keysOf(attempt).map(([key]) => blockedFor(db, key, now)));
  return Math.max(0, ...waits);
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt, now: Date): Promise<void> {
  for (const [key, rule] of keysOf(attempt)) await recordFailure(db, key, rule, now);
}

/** A successful login forgives this account's failures from this address. */
export async function clearLoginFailures(db: Database, attempt: LoginAttempt): Promise<void> {
  const [accountFromAddress] = keysOf(attempt);
  if (accountFromAddress) await clearFailures(db, accountFromAddress[0]);
}
