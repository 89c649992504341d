import type { AppServices } from '../app-context';
import { tooManyRequests } from '../http/errors';
import { claimAttempts } from '../security/rate-limiter';

export const TOO_MANY_REGISTRATIONS =
  'Too many accounts were created from this address. Please try again later.';

/**
 * Counts a sign-up against its address's hourly allowance (`REGISTRATIONS_PER_HOUR`), answering 429 once it is
 * spent. Counted only once the form is valid, so mistakes on the form cost nothing.
 */
export async function claimRegistration(services: AppServices, ip: string | null): Promise<void> {
  const perHour = services.env.REGISTRATIONS_PER_HOUR;
  if (perHour === 0) return;
  const rule = {
    windowSeconds: 60 * 60,
    threshold: perHour,
    baseDelaySeconds: 60 * 60,
    maxDelaySeconds: 60 * 60,
  };
  const claimed = await claimAttempts(
    services.db,
    [[`register:address:${ip ?? 'unknown'}`, rule]],
    services.now(),
  );
  if (!claimed.admitted) throw tooManyRequests(claimed.waitSeconds, TOO_MANY_REGISTRATIONS);
}
