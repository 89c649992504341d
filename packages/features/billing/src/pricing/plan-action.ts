import type { BillingCycle } from '@tonearm/client/rules';
import type { Translate } from '@tonearm/shell';

/** Who presses a plan's button, as far as the button goes. */
export interface PlanViewer {
  isLoggedIn: boolean;
  isSubscribed: boolean;
}

/** A plan as far as its button goes. */
export interface ActionPlan {
  id: number;
  free: boolean;
}

/** What a plan's button says and where it leads (doc 001 §2, §4). */
export interface PlanAction {
  label: 'Get started' | 'Upgrade';
  href: string;
  /** Remember this choice so checkout follows registration (doc 001 §2: an onboarding event). */
  recordsOnboarding: boolean;
}

/** What each plan button label says in the visitor's language. */
export const planActionLabels = (trans: Translate): Record<PlanAction['label'], string> => ({
  'Get started': trans('Get started'),
  Upgrade: trans('Upgrade'),
});

/** The page a logged-out visitor goes to from a plan button. */
export const REGISTER_FROM_PRICING = '/register?redirectFrom=pricing';

/**
 * The plan button rules: free plans say 'Get started', others 'Upgrade'. A visitor goes to
 * /register?redirectFrom=pricing with the choice remembered; a subscriber to the change-plan confirm route; a
 * signed-in listener to the checkout of a paid plan. A free plan has nothing to buy: it leads a listener home and
 * a subscriber to cancelling, which is how one goes back to free.
 */
export function planAction(plan: ActionPlan, priceId: number | null, viewer: PlanViewer): PlanAction {
  const label = plan.free ? 'Get started' : 'Upgrade';
  if (!viewer.isLoggedIn) {
    return { label, href: REGISTER_FROM_PRICING, recordsOnboarding: !plan.free && priceId !== null };
  }
  if (plan.free || priceId === null) {
    return { label, href: viewer.isSubscribed ? '/billing/cancel' : '/', recordsOnboarding: false };
  }
  if (viewer.isSubscribed) {
    return { label, href: `/billing/change-plan/${plan.id}/${priceId}/confirm`, recordsOnboarding: false };
  }
  return { label, href: `/checkout/${plan.id}/${priceId}`, recordsOnboarding: false };
}

/** The cycle /pricing opens with (doc 001 §2, §4). */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'yearly';
