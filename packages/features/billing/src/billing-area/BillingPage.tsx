import { useTrans } from '@tonearm/shell';
import { Skeleton } from '@tonearm/ui';
import { LoadFailure } from '../status/LoadFailure';
import { BillingLayout } from './BillingLayout';
import { InvoiceList } from './InvoiceList';
import { SubscriptionPanel } from './SubscriptionPanel';
import { useBillingSubscription, useInvoices } from './use-billing-subscription';

/** `/billing` (doc 001 §2): the subscription, the card on file and the invoices. */
export function BillingPage() {
  const { trans } = useTrans();
  const { subscription, error, retry } = useBillingSubscription();
  const invoices = useInvoices();
  return (
    <BillingLayout title={trans('Billing')} backLink={false}>
      {error ? (
        <LoadFailure onRetry={retry} />
      ) : subscription ? (
        <SubscriptionPanel subscription={subscription} />
      ) : subscription === null ? (
        <p>{trans('You have no subscription.')}</p>
      ) : (
        <div role="status" aria-label={trans('Loading your plan')} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton shape="rect" className="h-32 w-full" />
        </div>
      )}
      <section
        aria-labelledby="invoices"
        className="flex flex-col gap-3 rounded-ui border border-border bg-paper p-5"
      >
        <h2 id="invoices" className="font-semibold text-lg">
          {trans('Invoices')}
        </h2>
        {invoices.error ? (
          <LoadFailure onRetry={invoices.retry} />
        ) : invoices.invoices ? (
          <InvoiceList invoices={invoices.invoices} />
        ) : (
          <Skeleton className="h-4 w-full" />
        )}
      </section>
    </BillingLayout>
  );
}
