import type { UserRecord } from './account';

type Suspension = Pick<UserRecord, 'banned_at' | 'banned_until'>;

/** Whether a suspension is in force at `now`: set, and either for good or until a time still to come. */
export function isSuspended(user: Suspension, now: Date): boolean {
  return user.banned_at !== null && (user.banned_until === null || user.banned_until > now);
}

/** The user as they are at `now`: a suspension whose end has passed no longer applies. */
export function withoutEndedSuspension<U extends Suspension>(user: U, now: Date): U {
  if (user.banned_at === null || isSuspended(user, now)) return user;
  return { ...user, banned_at: null, banned_until: null };
}
