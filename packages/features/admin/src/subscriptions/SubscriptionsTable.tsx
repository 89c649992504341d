import type { AdminSubscription } from '@tonearm/client/contract';
import type { ListQuery } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Badge } from '@tonearm/ui';
import { useLocale } from 'react-aria-components';
import { SortHeader } from '../plans/SortHeader';
import { GATEWAY_LABELS, STATUS_LABELS } from './SubscriptionFilters';
import { type SubscriptionAction, SubscriptionRowActions } from './SubscriptionRowActions';

export interface SubscriptionsTableProps {
  rows: readonly AdminSubscription[];
  query: ListQuery;
  onSort: (change: Pick<ListQuery, 'orderBy' | 'orderDir'>) => void;
  onAction: (action: SubscriptionAction, subscription: AdminSubscription) => void;
}

const label = <K extends string>(labels: Record<K, string>, key: string) =>
  (labels as Record<string, string>)[key] ?? key;

/** One page of subscriptions: customer, plan, gateway, status, when it renews or ends, and its actions. */
export function SubscriptionsTable({ rows, query, onSort, onAction }: SubscriptionsTableProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const when = (subscription: AdminSubscription) =>
    subscription.ends_at
      ? trans('Ends :date', { date: date.format(new Date(subscription.ends_at)) })
      : subscription.renews_at
        ? trans('Renews :date', { date: date.format(new Date(subscription.renews_at)) })
        : trans('No end date');
  return (
    <div className="w-full max-w-full overflow-x-auto rounded-ui border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{trans('Subscriptions')}</caption>
        <thead className="border-border border-b">
          <tr>
            <SortHeader label={trans('Customer')} sortKey="customer" query={query} onSort={onSort} />
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {trans('Plan')}
            </th>
            <th scope="col" className="hidden px-2 py-2 text-left font-medium md:table-cell">
              {trans('Gateway')}
            </th>
            <th scope="col" className="hidden px-2 py-2 text-left font-medium sm:table-cell">
              {trans('Status')}
            </th>
            <th scope="col" className="hidden px-2 py-2 text-left font-medium lg:table-cell">
              {trans('Renews or ends')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <span className="sr-only">{trans('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((subscription) => (
            <tr key={subscription.id} className="border-border border-b last:border-b-0">
              <th scope="row" className="px-2 py-2 text-left font-normal">
                <span className="block font-medium">{subscription.customer.name}</span>
                <span className="block break-all text-muted-foreground">{subscription.customer.email}</span>
              </th>
              <td className="px-2 py-2">{subscription.plan?.name ?? trans('Deleted plan')}</td>
              <td className="hidden px-2 py-2 md:table-cell">
                {trans(label(GATEWAY_LABELS, subscription.gateway))}
              </td>
              <td className="hidden px-2 py-2 sm:table-cell">
                <Badge tone={subscription.valid ? 'positive' : 'outline'}>
                  {subscription.on_grace_period
                    ? trans('Cancelled, still active')
                    : trans(label(STATUS_LABELS, subscription.status))}
                </Badge>
              </td>
              <td className="hidden px-2 py-2 lg:table-cell">{when(subscription)}</td>
              <td className="px-2 py-2 text-right">
                <SubscriptionRowActions subscription={subscription} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
