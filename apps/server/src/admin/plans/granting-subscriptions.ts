import { and, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { GRACE_STATUSES } from '../../billing/subscription-state';
import { subscriptions } from '../../db/schema';

/**
 * The subscriptions that grant their plan at `now`, as `subscriptionState` judges one row: these are a plan's and a
 * price's subscribers, whom an admin must not take the plan or the price from.
 */
export function grantingAt(now: Date): SQL {
  return and(
    inArray(subscriptions.status, [...GRACE_STATUSES]),
    or(isNull(subscriptions.ends_at), gt(subscriptions.ends_at, now)),
  ) as SQL;
}
