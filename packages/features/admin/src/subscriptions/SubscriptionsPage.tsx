import type { AdminSubscription } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { ChangePlanDialog } from './ChangePlanDialog';
import { GiveSubscriptionDialog } from './GiveSubscriptionDialog';
import { type SubscriptionAction, subscriptionColumns } from './subscription-columns';
import { subscriptionFilters } from './subscription-filters';
import { usePlanChoices, useSubscriptionsList } from './use-subscriptions-list';

/** Waits for a change, then says it is done; a refusal shows the server's reason and rejects, keeping a dialog open. */
async function run(change: Promise<void>, done: string) {
  try {
    await change;
    toast.positive(done);
  } catch (error) {
    showRequestError(error);
    throw error;
  }
}

type Confirming = { action: 'cancelNow' | 'delete'; subscription: AdminSubscription };

/** `/admin/subscriptions`: every subscription, searched by customer, sorted and filtered, with its actions. */
export function SubscriptionsPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const list = useSubscriptionsList();
  const plans = usePlanChoices();
  const [changing, setChanging] = useState<AdminSubscription | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No subscriptions yet'),
    noMatch: trans('No matching subscriptions'),
    error: trans('The subscriptions could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # subscription?} other {Delete # subscriptions?}}', { count }),
    deleteMessage: () =>
      trans('Subscriptions are deleted for good, and a payment provider still charging one is told to stop.'),
  });

  const { cancel, resume } = list;
  const columns = useMemo(() => {
    const act = (action: SubscriptionAction, subscription: AdminSubscription) => {
      if (action === 'change') setChanging(subscription);
      else if (action === 'cancelNow' || action === 'delete') setConfirming({ action, subscription });
      else if (action === 'resume')
        void run(resume(subscription.id), trans('Subscription resumed')).catch(() => {});
      else
        void run(cancel(subscription.id, true), trans('Subscription cancelled at period end')).catch(
          () => {},
        );
    };
    return subscriptionColumns({ trans, formatDate, onAction: act });
  }, [trans, formatDate, cancel, resume]);
  const filters = useMemo(() => subscriptionFilters(plans, trans), [plans, trans]);

  const confirm = () => {
    if (!confirming) return undefined;
    const { action, subscription } = confirming;
    return action === 'delete'
      ? run(list.deleteRows([subscription.id]), trans('Subscription deleted'))
      : run(list.cancel(subscription.id, false), trans('Subscription cancelled'));
  };
  const give = (
    <GiveSubscriptionDialog
      plans={plans}
      onGive={async (body) => {
        await list.give(body);
        toast.positive(trans('Plan given'));
      }}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="subscriptions-title" className="font-semibold text-xl">
          {trans('Subscriptions')}
        </h1>
        {give}
      </header>
      <AdminListTable
        list={list}
        labelledBy="subscriptions-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(subscription) => subscription.id}
        onDelete={(keys) =>
          run(
            list.deleteRows(keys.map(Number)),
            trans('{count, plural, one {Subscription deleted} other {# subscriptions deleted}}', {
              count: keys.length,
            }),
          )
        }
      />
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
