import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../app-context';
import type { Database } from '../db/connect';
import { preparedPerDatabase } from '../db/prepared';
import { subscriptions } from '../db/schema';
import { rotateSessionForPrivilegeChange } from './privilege-change';
import { GRACE_STATUSES } from './subscription-state';

/**
 * Whether a subscription of the user that granted its plan ran out after `since` and by `now`: the permissions
 * of the plan ended on their own, with no request that could have renewed the session at that moment.
 */
const endedPlanQuery = preparedPerDatabase((db) =>
  db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, sql.placeholder('userId')),
        // `canceled` too: a plan an admin ends at once has `ends_at` now and takes the permissions as surely.
        inArray(subscriptions.status, [...GRACE_STATUSES, 'canceled']),
        gt(subscriptions.ends_at, sql.placeholder('since')),
        lte(subscriptions.ends_at, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('plan_ended_since'),
);

export async function planEndedSince(db: Database, userId: number, since: Date, now: Date): Promise<boolean> {
  const [ended] = await endedPlanQuery(db).execute({ userId, since, now });
  return ended !== undefined;
}

/**
 * A plan that ends at its `ends_at` takes permissions away as surely as a cancellation does, so the first
 * request of the session after that moment gets a new session id, exactly as a plan change does. A session is
 * created at every sign-in and renewal, so anything that ended after its creation has not been renewed for yet.
 * The request itself is answered first with the session it came with: its XSRF token was checked against that.
 */
export function planEndRenewal(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    const visitor = c.get('visitor');
    const session = visitor.session;
    if (!session || c.res.status >= 500) return;
    if (!(await planEndedSince(services.db, session.user_id, session.created_at, services.now()))) return;
    // A handler that signed the visitor out or in again has already done what this would do.
    if (c.get('visitor').session?.id !== session.id) return;
    await rotateSessionForPrivilegeChange(c, services, session.user_id);
  });
}
