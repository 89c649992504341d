import { createMiddleware } from 'hono/factory';
import { currentAccount, forgetCurrentAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { rotateSessionForPrivilegeChange } from './privilege-change';
import { GRACE_STATUSES, type SubscriptionTerms } from './subscription-state';

/** A plan an admin ends at once has `ends_at` now and takes the permissions as surely as a lapsed one. */
const PLAN_GRANTING_STATUSES = new Set([...GRACE_STATUSES, 'canceled']);

/**
 * Whether one of the user's subscriptions that granted its plan ran out after `since` and by `now`: the permissions
 * of the plan ended on their own, with no request that could have renewed the session at that moment.
 */
export function planEndedSince(subscriptions: SubscriptionTerms[], since: Date, now: Date): boolean {
  return subscriptions.some(
    ({ status, ends_at }) =>
      PLAN_GRANTING_STATUSES.has(status) &&
      ends_at !== null &&
      ends_at.getTime() > since.getTime() &&
      ends_at.getTime() <= now.getTime(),
  );
}

/**
 * A plan that ends at its `ends_at` takes permissions away as surely as a cancellation does, so the first
 * request of the session after that moment gets a new session id, exactly as a plan change does. A session is
 * created at every sign-in and renewal, so anything that ended after its creation has not been renewed for yet.
 * The request itself is answered first with the session it came with: its XSRF token was checked against that.
 * The subscriptions are the signed-in account's, which this instance keeps between requests until they change.
 */
export function planEndRenewal(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const session = c.get('visitor').session;
    if (!session || c.res.status >= 500) return;
    // The handler may have changed the plans: the account is read again (from the snapshot, unless that changed).
    forgetCurrentAccount(c);
    const account = await currentAccount(c, services);
    if (!account || !planEndedSince(account.subscriptions, session.created_at, services.now())) return;
    // A handler that signed the visitor out or in again has already done what this would do.
    if (c.get('visitor').session?.id !== session.id) return;
    await rotateSessionForPrivilegeChange(c, services, session.user_id);
  });
}
