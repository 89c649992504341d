import type { AdminSubscription } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, SearchField, Skeleton, toast } from '@tonearm/ui';
import { useState } from 'react';
import { ListPager } from '../plans/ListPager';
import { ChangePlanDialog } from './ChangePlanDialog';
import { SubscriptionFilters } from './SubscriptionFilters';
import type { SubscriptionAction } from './SubscriptionRowActions';
import { SubscriptionsTable } from './SubscriptionsTable';
import { usePlanChoices, useSubscriptionsList } from './use-subscriptions-list';

type Confirming = { action: 'cancelNow' | 'delete'; subscription: AdminSubscription };

/** `/admin/subscriptions`: every subscription, searched by customer and filtered, with its actions. */
export function SubscriptionsPage() {
  const { trans } = useTrans();
  const list = useSubscriptionsList();
  const plans = usePlanChoices();
  const [changing, setChanging] = useState<AdminSubscription | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const page = list.page && 'total' in list.page ? list.page : undefined;
  const filtered = list.query.query !== '' || list.query.filters.length > 0;

  const run = async (change: Promise<void>, done: string) => {
    try {
      await change;
      toast.positive(done);
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  const act = (action: SubscriptionAction, subscription: AdminSubscription) => {
    if (action === 'change') setChanging(subscription);
    else if (action === 'cancelNow' || action === 'delete') setConfirming({ action, subscription });
    else if (action === 'resume')
      void run(list.resume(subscription.id), trans('Subscription resumed')).catch(() => {});
    else
      void run(list.cancel(subscription.id, true), trans('Subscription cancelled at period end')).catch(
        () => {},
      );
  };

  const confirm = () => {
    if (!confirming) return undefined;
    const { action, subscription } = confirming;
    return action === 'delete'
      ? run(list.deleteRows([subscription.id]), trans('Subscription deleted'))
      : run(list.cancel(subscription.id, false), trans('Subscription cancelled'));
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">{trans('Subscriptions')}</h1>
      <SearchField
        label={trans('Search by customer')}
        value={list.query.query}
        onChange={(query) => list.changeQuery({ query })}
        className="max-w-sm"
      />
      <SubscriptionFilters
        filters={list.query.filters}
        plans={plans}
        onChange={(filters) => list.changeQuery({ filters })}
      />
      {list.error !== undefined && !page ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-medium">{trans('The subscriptions could not be loaded')}</p>
          <Button variant="outline" onPress={() => void list.reload()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : !page ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {trans('Loading…')}
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : page.data.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-2 py-12 text-center">
          <p className="font-medium">
            {filtered ? trans('No matching subscriptions') : trans('No subscriptions yet')}
          </p>
          <p className="text-muted-foreground text-sm">
            {filtered
              ? trans('Try another search or remove a filter.')
              : trans('Subscriptions appear here once listeners subscribe to a plan.')}
          </p>
        </div>
      ) : (
        <>
          <SubscriptionsTable
            rows={page.data}
            query={list.query}
            onSort={(change) => list.changeQuery(change)}
            onAction={act}
          />
          <ListPager page={page} onPage={(number) => list.changeQuery({ page: number })} />
        </>
      )}
      <ChangePlanDialog
        subscription={changing}
        plans={plans}
        onClose={() => setChanging(null)}
        onChange={async (id, body) => {
          await list.changePlan(id, body);
          toast.positive(trans('Plan changed'));
        }}
      />
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.action === 'delete'
            ? trans('Delete the subscription of :name?', { name: confirming.subscription.customer.name })
            : trans('End the subscription of :name now?', {
                name: confirming?.subscription.customer.name ?? '',
              })
        }
        confirmLabel={confirming?.action === 'delete' ? trans('Delete') : trans('End now')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={confirm}
      >
        {confirming?.action === 'delete'
          ? trans(
              'The subscription is deleted for good, and a payment provider still charging it is told to stop.',
            )
          : trans('They lose the plan at once, without waiting for the period they paid for to end.')}
      </AlertDialog>
    </div>
  );
}
