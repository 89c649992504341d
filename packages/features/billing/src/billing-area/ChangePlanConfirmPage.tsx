import { changePlan } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { formatMoney } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { billingPeriod } from '../money/format-price';
import { usePlans } from '../pricing/use-plans';
import { LoadFailure } from '../status/LoadFailure';
import { PlanNotFound } from '../status/PlanNotFound';
import { useApplyBootstrap } from '../subscription-change/use-apply-bootstrap';
import { BillingLayout } from './BillingLayout';
import { ConfirmStep } from './ConfirmStep';
import { useBillingSubscription } from './use-billing-subscription';

const leaveForProvider = (url: string) => window.location.assign(url);

/** `/billing/change-plan/{productId}/{priceId}/confirm` (doc 001 §2): from the current plan to the chosen one. */
export function ChangePlanConfirmPage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const language = useBootstrapData().i18n.language;
  const applyBootstrap = useApplyBootstrap();
  const { productId, priceId } = useParams();
  const { plans, error, retry } = usePlans();
  const { subscription } = useBillingSubscription();
  const plan = plans?.find((candidate) => String(candidate.id) === productId);
  const price = plan?.prices.find((candidate) => String(candidate.id) === priceId);
  return (
    <BillingLayout title={trans('Change plan')}>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : !plans ? (
        <p role="status">{trans('Loading…')}</p>
      ) : !plan || !price ? (
        <PlanNotFound />
      ) : (
        <ConfirmStep
          confirmLabel={trans('Confirm change')}
          doneMessage={trans('You are now on :plan.', { plan: plan.name })}
          onConfirm={async () => {
            const answer = await changePlan(http, { product_id: plan.id, price_id: price.id });
            applyBootstrap(answer.bootstrapData);
            if (answer.redirect_url) leaveForProvider(answer.redirect_url);
          }}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">{trans('From')}</dt>
            <dd>
              {subscription?.product?.name ?? '…'}
              {subscription?.price &&
                `, ${formatMoney(subscription.price.amount, subscription.price.currency, language)} ${billingPeriod(subscription.price, trans)}`}
            </dd>
            <dt className="text-muted-foreground">{trans('To')}</dt>
            <dd className="font-medium">
              {plan.name}, {formatMoney(price.amount, price.currency, language)} {billingPeriod(price, trans)}
            </dd>
          </dl>
          <p className="text-sm">
            {trans('The new price is charged today and starts a new billing period.')}
          </p>
        </ConfirmStep>
      )}
    </BillingLayout>
  );
}
