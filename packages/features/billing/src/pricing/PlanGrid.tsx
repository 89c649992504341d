import type { Product } from '@tonearm/client/contract';
import { type BillingCycle, selectPrice } from '@tonearm/client/rules';
import type { ReactNode } from 'react';
import { PlanCard } from '../plan-card/PlanCard';

export interface PlanGridProps {
  plans: Product[];
  cycle: BillingCycle;
  /** The action under each plan's price, given the price shown for the cycle. */
  actionFor(plan: Product, priceId: number | null): ReactNode;
  /** The plan the user is on, marked as theirs. */
  currentProductId?: number | null;
}

/** The plans side by side, one column on a phone; each shows its price for the cycle (doc 001 §9). */
export function PlanGrid({ plans, cycle, actionFor, currentProductId }: PlanGridProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {plans.map((plan) => {
        const price = selectPrice(plan.prices, cycle);
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            price={price}
            isCurrent={plan.id === currentProductId}
            action={actionFor(plan, price?.id ?? null)}
          />
        );
      })}
    </div>
  );
}
