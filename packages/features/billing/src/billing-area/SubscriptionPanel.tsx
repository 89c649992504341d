import type { BillingSubscription } from '@tonearm/client/contract';
import { formatMoney } from '@tonearm/client/rules';
import { useBootstrapData, useFormatDate, useTrans } from '@tonearm/shell';
import { Badge, ButtonLink } from '@tonearm/ui';
import { CardSummary } from '../card-form/CardSummary';
import { billingPeriod } from '../money/format-price';

/** The plan, its price, when it renews or ends, the card on file, and what the subscriber can do about each. */
export function SubscriptionPanel({ subscription }: { subscription: BillingSubscription }) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const language = useBootstrapData().i18n.language;
  const { price, product } = subscription;
  return (
    <>
      <section
        aria-labelledby="current-plan"
        className="flex flex-col gap-3 rounded-ui border border-border bg-paper p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="current-plan" className="me-auto font-semibold text-lg">
            {trans('Current plan')}
          </h2>
          {subscription.on_grace_period ? (
            <Badge tone="danger">{trans('Cancelled')}</Badge>
          ) : (
            <Badge tone="positive">{trans('Active')}</Badge>
          )}
        </div>
        <p className="font-semibold text-xl">{product?.name ?? trans('Unknown plan')}</p>
        {price && (
          <p className="tabular-nums">
            {formatMoney(price.amount, price.currency, language)} {billingPeriod(price, trans)}
          </p>
        )}
        {subscription.on_grace_period && subscription.ends_at ? (
          <p>
            {trans('Your plan ends on :date. Renew it to keep listening without limits.', {
              date: formatDate(subscription.ends_at, 'short'),
            })}
          </p>
        ) : subscription.renews_at ? (
          <p>{trans('Your plan renews on :date.', { date: formatDate(subscription.renews_at, 'short') })}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {subscription.on_grace_period ? (
            <ButtonLink href="/billing/renew">{trans('Renew plan')}</ButtonLink>
          ) : (
            <>
              <ButtonLink href="/billing/change-plan" variant="outline">
                {trans('Change plan')}
              </ButtonLink>
              <ButtonLink href="/billing/cancel" variant="ghost">
                {trans('Cancel plan')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
      <section
        aria-labelledby="payment-method"
        className="flex flex-col gap-3 rounded-ui border border-border bg-paper p-5"
      >
        <h2 id="payment-method" className="font-semibold text-lg">
          {trans('Payment method')}
        </h2>
        {subscription.card ? (
          <p>
            <CardSummary card={subscription.card} />
          </p>
        ) : subscription.gateway === 'paypal' ? (
          <p>{trans('Paid through PayPal. Change how you pay in your PayPal account.')}</p>
        ) : (
          <p className="text-muted-foreground">{trans('No card on file.')}</p>
        )}
        {subscription.gateway !== 'paypal' && subscription.gateway !== 'none' && (
          <div>
            <ButtonLink href="/billing/change-payment-method" variant="outline">
              {trans('Change payment method')}
            </ButtonLink>
          </div>
        )}
      </section>
    </>
  );
}
