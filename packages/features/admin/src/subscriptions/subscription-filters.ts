import { type AdminPlanRow, SUBSCRIPTION_GATEWAYS, SUBSCRIPTION_STATUSES } from '@tonearm/client/contract';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { gatewayLabels, statusLabels } from './subscription-labels';

type Translate = (line: string) => string;

/** The filters `GET admin/subscriptions` takes: plan, status, gateway, and when it started and renews. */
export function subscriptionFilters(
  plans: readonly AdminPlanRow[],
  trans: Translate,
): DataTableFilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'plan',
      label: trans('Plan'),
      options: plans.map((plan) => ({ value: plan.id, label: plan.name })),
    },
    {
      type: 'select',
      key: 'status',
      label: trans('Status'),
      options: SUBSCRIPTION_STATUSES.map((status) => ({
        value: status,
        label: statusLabels(trans)[status],
      })),
    },
    {
      type: 'select',
      key: 'gateway',
      label: trans('Gateway'),
      options: SUBSCRIPTION_GATEWAYS.map((gateway) => ({
        value: gateway,
        label: gatewayLabels(trans)[gateway],
      })),
    },
    { type: 'dateRange', key: 'created_at', label: trans('Date created') },
    { type: 'dateRange', key: 'renews_at', label: trans('Renewal date') },
  ];
}
