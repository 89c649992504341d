import { changePaymentMethod } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CardForm } from '../card-form/CardForm';
import { CardSummary } from '../card-form/CardSummary';
import { TestModeNote } from '../card-form/TestModeNote';
import { LoadFailure } from '../status/LoadFailure';
import { BillingLayout } from './BillingLayout';
import { useBillingSubscription } from './use-billing-subscription';

const leaveForProvider = (url: string) => window.location.assign(url);

/** `/billing/change-payment-method`: a new card on our form (test provider) or on Stripe's page. */
export function ChangePaymentMethodPage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const navigate = useNavigate();
  const { subscription, error, retry, replace } = useBillingSubscription();
  const [isPending, setPending] = useState(false);
  const goToProvider = async () => {
    setPending(true);
    try {
      const answer = await changePaymentMethod(http);
      if (answer.redirect_url) leaveForProvider(answer.redirect_url);
    } catch (failure) {
      showRequestError(failure);
      setPending(false);
    }
  };
  return (
    <BillingLayout title={trans('Change payment method')}>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : !subscription ? (
        <p role="status">{trans('Loading…')}</p>
      ) : (
        <section className="flex flex-col gap-4 rounded-ui border border-border bg-paper p-5">
          {subscription.card && (
            <p>
              {trans('Current card:')} <CardSummary card={subscription.card} />
            </p>
          )}
          {subscription.gateway === 'test' ? (
            <>
              <TestModeNote />
              <CardForm
                submitLabel={trans('Save card')}
                onSubmit={async (card) => {
                  replace((await changePaymentMethod(http, card)).subscription);
                  void navigate('/billing/change-payment-method/done', { replace: true });
                }}
              />
            </>
          ) : (
            <Button isPending={isPending} onPress={() => void goToProvider()}>
              {trans('Continue to :provider', { provider: 'Stripe' })}
            </Button>
          )}
        </section>
      )}
    </BillingLayout>
  );
}
