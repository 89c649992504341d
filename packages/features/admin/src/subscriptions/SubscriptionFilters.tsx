import { type AdminPlanRow, SUBSCRIPTION_GATEWAYS, SUBSCRIPTION_STATUSES } from '@tonearm/client/contract';
import type { ListFilter } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Select, SelectItem } from '@tonearm/ui';

export interface SubscriptionFiltersProps {
  filters: readonly ListFilter[];
  plans: readonly AdminPlanRow[];
  onChange: (filters: ListFilter[]) => void;
}

const ANY = 'any';

/** Filter labels: the statuses the providers report and who bills, in the operator's words. */
export const STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  incomplete: 'Incomplete',
  canceled: 'Cancelled',
};
export const GATEWAY_LABELS: Record<(typeof SUBSCRIPTION_GATEWAYS)[number], string> = {
  none: 'None (given by an admin)',
  test: 'Test provider',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

/** Plan, status and gateway, each "any" or one value, kept in the list's address as `=` filters. */
export function SubscriptionFilters({ filters, plans, onChange }: SubscriptionFiltersProps) {
  const { trans } = useTrans();
  const current = (key: string) => String(filters.find((filter) => filter.key === key)?.value ?? ANY);
  const choose = (key: string, value: string | number | null) => {
    const others = filters.filter((filter) => filter.key !== key);
    onChange(value === null ? others : [...others, { key, operator: '=', value }]);
  };
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Select
        label={trans('Plan')}
        value={current('plan')}
        onChange={(key) => choose('plan', key === ANY ? null : Number(key))}
      >
        {[
          <SelectItem key={ANY} id={ANY}>
            {trans('Any plan')}
          </SelectItem>,
          ...plans.map((plan) => (
            <SelectItem key={plan.id} id={String(plan.id)}>
              {plan.name}
            </SelectItem>
          )),
        ]}
      </Select>
      <Select
        label={trans('Status')}
        value={current('status')}
        onChange={(key) => choose('status', key === ANY ? null : String(key))}
      >
        {[
          <SelectItem key={ANY} id={ANY}>
            {trans('Any status')}
          </SelectItem>,
          ...SUBSCRIPTION_STATUSES.map((status) => (
            <SelectItem key={status} id={status}>
              {trans(STATUS_LABELS[status])}
            </SelectItem>
          )),
        ]}
      </Select>
      <Select
        label={trans('Gateway')}
        value={current('gateway')}
        onChange={(key) => choose('gateway', key === ANY ? null : String(key))}
      >
        {[
          <SelectItem key={ANY} id={ANY}>
            {trans('Any gateway')}
          </SelectItem>,
          ...SUBSCRIPTION_GATEWAYS.map((gateway) => (
            <SelectItem key={gateway} id={gateway}>
              {trans(GATEWAY_LABELS[gateway])}
            </SelectItem>
          )),
        ]}
      </Select>
    </div>
  );
}
