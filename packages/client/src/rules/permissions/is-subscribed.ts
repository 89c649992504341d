/** One of the user's subscriptions. */
export interface SubscriptionState {
  valid?: boolean | null;
  active?: boolean | null;
}

/** A user as far as billing goes. */
export interface SubscriptionHolder {
  subscriptions?: ReadonlyArray<SubscriptionState> | null;
}

/** A user is subscribed if any subscription is valid (doc 000 §6, doc 001 §4). */
export function isSubscribed(user: SubscriptionHolder | null | undefined): boolean {
  return user?.subscriptions?.some((subscription) => subscription.valid === true) ?? false;
}
