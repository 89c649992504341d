import { cancelSubscription } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { LoadFailure } from '../status/LoadFailure';
import { BillingLayout } from './BillingLayout';
import { ConfirmStep } from './ConfirmStep';
import { useBillingSubscription } from './use-billing-subscription';

/** `/billing/cancel`: cancels at the end of the paid period; the plan lasts until then and can be renewed. */
export function CancelPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const http = useHttpClient();
  const { subscription, error, retry, replace } = useBillingSubscription();
  const until = subscription?.renews_at ?? subscription?.ends_at;
  return (
    <BillingLayout title={trans('Cancel plan')}>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : subscription ? (
        subscription.on_grace_period ? (
          <p>{trans('Your plan is already cancelled.')}</p>
        ) : (
          <ConfirmStep
            variant="danger"
            confirmLabel={trans('Cancel plan')}
            doneMessage={trans('Your plan was cancelled.')}
            onConfirm={async () => replace((await cancelSubscription(http)).subscription)}
          >
            <p>
              {until
                ? trans('You will keep :plan until :date. After that, it will not renew.', {
                    plan: subscription.product?.name ?? '',
                    date: formatDate(until, 'short'),
                  })
                : trans('Your plan will not renew.')}
            </p>
          </ConfirmStep>
        )
      ) : (
        <p role="status">{trans('Loading…')}</p>
      )}
    </BillingLayout>
  );
}
