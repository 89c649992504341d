import { resumeSubscription } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { LoadFailure } from '../status/LoadFailure';
import { BillingLayout } from './BillingLayout';
import { ConfirmStep } from './ConfirmStep';
import { useBillingSubscription } from './use-billing-subscription';

/** `/billing/renew`: takes back a cancellation before the plan ends. */
export function RenewPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const http = useHttpClient();
  const { subscription, error, retry, replace } = useBillingSubscription();
  return (
    <BillingLayout title={trans('Renew plan')}>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : subscription ? (
        subscription.on_grace_period && subscription.ends_at ? (
          <ConfirmStep
            confirmLabel={trans('Renew plan')}
            doneMessage={trans('Your plan was renewed.')}
            onConfirm={async () => replace((await resumeSubscription(http)).subscription)}
          >
            <p>
              {trans(':plan will renew on :date and every period after, until you cancel.', {
                plan: subscription.product?.name ?? '',
                date: formatDate(subscription.ends_at, 'short'),
              })}
            </p>
          </ConfirmStep>
        ) : (
          <p>{trans('Your plan is active and renews on its own.')}</p>
        )
      ) : (
        <p role="status">{trans('Loading…')}</p>
      )}
    </BillingLayout>
  );
}
