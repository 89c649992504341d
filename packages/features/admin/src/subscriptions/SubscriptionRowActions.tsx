import type { AdminSubscription } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, Menu, MenuItem, MenuTrigger } from '@tonearm/ui';

/** What an admin can do to one subscription. */
export type SubscriptionAction = 'change' | 'cancelAtPeriodEnd' | 'cancelNow' | 'resume' | 'delete';

export interface SubscriptionRowActionsProps {
  subscription: AdminSubscription;
  onAction: (action: SubscriptionAction, subscription: AdminSubscription) => void;
}

/** The actions that apply to the subscription's state: a valid one can change or end, a cancelled one resume. */
export function SubscriptionRowActions({ subscription, onAction }: SubscriptionRowActionsProps) {
  const { trans } = useTrans();
  const entries: { id: SubscriptionAction; label: string }[] = [
    ...(subscription.valid ? [{ id: 'change' as const, label: trans('Change plan…') }] : []),
    ...(subscription.valid && !subscription.on_grace_period
      ? [{ id: 'cancelAtPeriodEnd' as const, label: trans('Cancel at period end') }]
      : []),
    ...(subscription.valid ? [{ id: 'cancelNow' as const, label: trans('Cancel now…') }] : []),
    ...(subscription.on_grace_period ? [{ id: 'resume' as const, label: trans('Resume') }] : []),
    { id: 'delete', label: trans('Delete…') },
  ];
  return (
    <MenuTrigger placement="bottom end">
      <Button variant="outline" size="sm">
        {trans('Actions')}
        <span className="sr-only"> {subscription.customer.name}</span>
      </Button>
      <Menu items={entries} onAction={(key) => onAction(key as SubscriptionAction, subscription)}>
        {(entry) => (
          <MenuItem id={entry.id} textValue={entry.label}>
            {entry.label}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
