import type { AdminSubscription } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { gatewayLabels, labelOf, statusLabels } from './subscription-labels';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

/** What an admin can do to one subscription. */
export type SubscriptionAction = 'change' | 'cancelAtPeriodEnd' | 'cancelNow' | 'resume' | 'delete';

export interface SubscriptionColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onAction: (action: SubscriptionAction, subscription: AdminSubscription) => void;
}

/** The actions that apply to the subscription's state: a valid one can change or end, a cancelled one resume. */
function actionsOf(subscription: AdminSubscription, trans: Translate) {
  return [
    ...(subscription.valid ? [{ id: 'change' as const, label: trans('Change plan…') }] : []),
    ...(subscription.valid && !subscription.on_grace_period
      ? [{ id: 'cancelAtPeriodEnd' as const, label: trans('Cancel at period end') }]
      : []),
    ...(subscription.valid ? [{ id: 'cancelNow' as const, label: trans('Cancel now…') }] : []),
    ...(subscription.on_grace_period ? [{ id: 'resume' as const, label: trans('Resume') }] : []),
    { id: 'delete' as const, label: trans('Delete…') },
  ];
}

/** The subscriptions list's columns: customer, plan, gateway, status, its dates and its actions. */
export function subscriptionColumns({
  trans,
  formatDate,
  onAction,
}: SubscriptionColumnsOptions): DataTableColumn<AdminSubscription>[] {
  const day = (value: string | null) => (value ? formatDate(value, 'short') : '—');
  return [
    {
      id: 'customer',
      header: trans('Customer'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (subscription) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{subscription.customer.name}</span>
          <span className="break-all text-muted-foreground text-xs">{subscription.customer.email}</span>
        </span>
      ),
    },
    {
      id: 'plan',
      header: trans('Plan'),
      cell: (subscription) => subscription.plan?.name ?? trans('Deleted plan'),
    },
    {
      id: 'gateway',
      header: trans('Gateway'),
      cell: (subscription) => labelOf(gatewayLabels(trans), subscription.gateway),
    },
    {
      id: 'status',
      header: trans('Status'),
      allowsSorting: true,
      isKeyColumn: true,
      cell: (subscription) => (
        <Badge tone={subscription.valid ? 'positive' : 'outline'}>
          {subscription.on_grace_period
            ? trans('Cancelled, still active')
            : labelOf(statusLabels(trans), subscription.status)}
        </Badge>
      ),
    },
    {
      id: 'renews_at',
      header: trans('Renews'),
      allowsSorting: true,
      cell: (subscription) => day(subscription.renews_at),
    },
    {
      id: 'ends_at',
      header: trans('Ends'),
      allowsSorting: true,
      cell: (subscription) => day(subscription.ends_at),
    },
    {
      id: 'created_at',
      header: trans('Date created'),
      allowsSorting: true,
      cell: (subscription) => day(subscription.created_at),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (subscription) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: subscription.customer.name })}>
          {actionsOf(subscription, trans).map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              intent={action.id === 'delete' || action.id === 'cancelNow' ? 'danger' : 'default'}
              onAction={() => onAction(action.id, subscription)}
            >
              {action.label}
            </MenuItem>
          ))}
        </DataTableRowActions>
      ),
    },
  ];
}
