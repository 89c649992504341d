import { recordPendingOnboarding } from '@tonearm/auth';
import type { Product } from '@tonearm/client/contract';
import { annualSavingPercent, type BillingCycle, isSubscribed } from '@tonearm/client/rules';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useState } from 'react';
import { LoadFailure } from '../status/LoadFailure';
import { PlansLoading } from '../status/PlansLoading';
import { BillingCycleSwitch } from './BillingCycleSwitch';
import { PlanGrid } from './PlanGrid';
import { DEFAULT_BILLING_CYCLE, planAction, planActionLabels } from './plan-action';
import { usePlans } from './use-plans';

/** `/pricing` (doc 001 §2): the public plan table with the yearly/monthly switch, yearly first. */
export function PricingPage() {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const { plans, error, retry } = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const viewer = { isLoggedIn: Boolean(user), isSubscribed: user ? isSubscribed(user) : false };
  const currentProductId =
    user?.subscriptions?.find((subscription) => subscription.valid)?.product_id ?? null;

  const actionFor = (plan: Product, priceId: number | null) => {
    const action = planAction(plan, priceId, viewer);
    if (plan.id === currentProductId) {
      return (
        <ButtonLink href="/billing" variant="outline">
          {trans('Manage your plan')}
        </ButtonLink>
      );
    }
    return (
      <ButtonLink
        href={action.href}
        variant={plan.recommended ? 'primary' : 'outline'}
        aria-label={`${planActionLabels(trans)[action.label]}: ${plan.name}`}
        onPress={() => {
          if (action.recordsOnboarding && priceId !== null) {
            recordPendingOnboarding({ productId: plan.id, priceId });
          }
        }}
      >
        {planActionLabels(trans)[action.label]}
      </ButtonLink>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:py-10">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="font-semibold text-3xl">{trans('Choose the right plan for you')}</h1>
        <p className="text-muted-foreground">{trans('Listen without limits. Cancel any time.')}</p>
      </div>
      <div className="flex justify-center">
        <BillingCycleSwitch
          value={cycle}
          onChange={setCycle}
          savingPercent={plans ? annualSavingPercent(plans) : null}
        />
      </div>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : plans ? (
        <PlanGrid plans={plans} cycle={cycle} actionFor={actionFor} currentProductId={currentProductId} />
      ) : (
        <PlansLoading />
      )}
    </div>
  );
}
