import type { Price, Product } from '@tonearm/client/contract';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { Badge, cn } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { shownPrice } from '../money/format-price';
import { intervalName } from '../money/interval-name';

export interface PlanCardProps {
  plan: Product;
  /** The price shown for the chosen cycle; `undefined` for a plan without prices (a free plan). */
  price: Price | undefined;
  /** The plan's button or note. */
  action: ReactNode;
  /** Marks the plan the user is on. @default false */
  isCurrent?: boolean;
}

const CHECK_PATH = 'M4 10.5 8 14.5 16 6';

/** One plan on /pricing or the change-plan page: name, description, price per interval, features and its action. */
export function PlanCard({ plan, price, action, isCurrent = false }: PlanCardProps) {
  const { trans } = useTrans();
  const language = useBootstrapData().i18n.language;
  const titleId = `plan-${plan.id}-name`;
  const shown = price ? shownPrice(price, language) : null;
  return (
    <article
      aria-labelledby={titleId}
      data-recommended={plan.recommended || undefined}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-ui border bg-paper p-5',
        plan.recommended ? 'border-primary border-2' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="me-auto font-semibold text-xl">
          {plan.name}
        </h2>
        {plan.recommended && <Badge tone="primary">{trans('Most popular')}</Badge>}
        {isCurrent && <Badge tone="outline">{trans('Your plan')}</Badge>}
      </div>
      {plan.description && <p className="text-muted-foreground text-sm">{plan.description}</p>}
      <p className="flex items-baseline gap-1">
        {shown ? (
          <>
            <span className="font-bold text-3xl tabular-nums">{shown.amount}</span>
            <span className="text-muted-foreground text-sm">/ {intervalName(shown.per, trans)}</span>
          </>
        ) : (
          <span className="font-bold text-3xl">{trans('Free')}</span>
        )}
      </p>
      {action}
      {plan.feature_list.length > 0 && (
        <ul aria-label={trans(':plan features', { plan: plan.name })} className="flex flex-col gap-2 text-sm">
          {plan.feature_list.map((feature) => (
            <li key={feature} className="flex gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-primary">
                <path d={CHECK_PATH} fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
