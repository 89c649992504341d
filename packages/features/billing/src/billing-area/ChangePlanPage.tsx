import type { Product } from '@tonearm/client/contract';
import { annualSavingPercent, type BillingCycle } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useState } from 'react';
import { BillingCycleSwitch } from '../pricing/BillingCycleSwitch';
import { PlanGrid } from '../pricing/PlanGrid';
import { DEFAULT_BILLING_CYCLE } from '../pricing/plan-action';
import { usePlans } from '../pricing/use-plans';
import { LoadFailure } from '../status/LoadFailure';
import { PlansLoading } from '../status/PlansLoading';
import { BillingLayout } from './BillingLayout';
import { useBillingSubscription } from './use-billing-subscription';

/** `/billing/change-plan`: the plans with the cycle switch; choosing one leads to its confirm route. */
export function ChangePlanPage() {
  const { trans } = useTrans();
  const { plans, error, retry } = usePlans();
  const { subscription } = useBillingSubscription();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const paidPlans = plans?.filter((plan) => !plan.free);
  const actionFor = (plan: Product, priceId: number | null) =>
    priceId === null ? null : priceId === subscription?.price?.id ? (
      <p className="text-muted-foreground text-sm">{trans('Your current plan and price')}</p>
    ) : (
      <ButtonLink
        href={`/billing/change-plan/${plan.id}/${priceId}/confirm`}
        aria-label={`${trans('Choose')}: ${plan.name}`}
      >
        {trans('Choose')}
      </ButtonLink>
    );
  return (
    <BillingLayout title={trans('Change plan')}>
      <div className="flex justify-center">
        <BillingCycleSwitch
          value={cycle}
          onChange={setCycle}
          savingPercent={plans ? annualSavingPercent(plans) : null}
        />
      </div>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : paidPlans ? (
        <PlanGrid
          plans={paidPlans}
          cycle={cycle}
          actionFor={actionFor}
          currentProductId={subscription?.product?.id ?? null}
        />
      ) : (
        <PlansLoading />
      )}
    </BillingLayout>
  );
}
