import { completePaymentMethodChange } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardSummary } from '../card-form/CardSummary';
import { returnReference } from '../checkout/HostedCheckoutDonePage';
import { BillingLayout } from './BillingLayout';
import { useBillingSubscription } from './use-billing-subscription';

/**
 * `/billing/change-payment-method/done`: the new card in place. Back from Stripe's page it first applies the card
 * chosen there.
 */
export function ChangePaymentMethodDonePage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const [search] = useSearchParams();
  const reference = returnReference(search);
  const { subscription, replace } = useBillingSubscription();
  const [state, setState] = useState<'working' | 'done' | 'failed'>(reference ? 'working' : 'done');
  const started = useRef(false);
  useEffect(() => {
    if (!reference || started.current) return;
    started.current = true;
    completePaymentMethodChange(http, reference)
      .then((answer) => {
        replace(answer.subscription);
        setState('done');
      })
      .catch((error: unknown) => {
        setState('failed');
        showRequestError(error);
      });
  }, [reference, http, replace]);
  return (
    <BillingLayout title={trans('Change payment method')}>
      <section className="flex flex-col items-start gap-3 rounded-ui border border-border bg-paper p-5">
        {state === 'working' ? (
          <p role="status">{trans('Saving your card…')}</p>
        ) : state === 'failed' ? (
          <p role="alert">{trans('Your card could not be saved.')}</p>
        ) : (
          <>
            <p role="status" className="font-medium">
              {trans('Your payment method was updated.')}
            </p>
            {subscription?.card && (
              <p>
                <CardSummary card={subscription.card} />
              </p>
            )}
          </>
        )}
        <ButtonLink href="/billing">{trans('Back to billing')}</ButtonLink>
      </section>
    </BillingLayout>
  );
}
