import type { AppServices } from '../app-context';
import { tooManyRequests, ValidationError } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import { claimAttempts, clearFailures, type ThrottleRule } from '../security/rate-limiter';
import type { UserRecord } from './account';

/** Fortify's message for a wrong password where one is asked again. */
export const INCORRECT_PASSWORD = 'The provided password was incorrect.';

/** Guessing a signed-in user's password (to confirm it, or to change it) is throttled like logins. */
export const PASSWORD_CHECK_THROTTLE: ThrottleRule = {
  windowSeconds: 15 * 60,
  threshold: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
};

/** Checks the signed-in user's password, answering 422 on `field` when it is wrong and 429 after repeated guesses. */
export async function assertPassword(
  services: AppServices,
  user: UserRecord,
  password: string,
  field = 'password',
): Promise<void> {
  const key = `password-check:${user.id}`;
  const now = services.now();
  // Counted before the check, so guesses sent at once cannot all pass a check made before any failed.
  const claimed = await claimAttempts(services.db, [[key, PASSWORD_CHECK_THROTTLE]], now);
  if (!claimed.admitted) throw tooManyRequests(claimed.waitSeconds);
  if (user.password && (await verifyPassword(user.password, password))) {
    await clearFailures(services.db, key);
    return;
  }
  throw new ValidationError({ [field]: [INCORRECT_PASSWORD] });
}
