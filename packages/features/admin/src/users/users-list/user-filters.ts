import type { AdminUserRole } from '@tonearm/client/contract';
import type { DataTableFilterDefinition } from '@tonearm/ui';

/** The users list's filters (the server's `role`, `subscribed`, `suspended`, `email_verified`, `created_at`). */
export function userFilters(
  roles: readonly AdminUserRole[],
  trans: (text: string) => string,
): DataTableFilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'role',
      label: trans('Role'),
      options: roles.map((role) => ({ value: role.id, label: role.name })),
    },
    {
      type: 'boolean',
      key: 'subscribed',
      label: trans('Subscription'),
      trueLabel: trans('Subscribed'),
      falseLabel: trans('Not subscribed'),
    },
    {
      type: 'boolean',
      key: 'suspended',
      label: trans('Suspended'),
      trueLabel: trans('Suspended'),
      falseLabel: trans('Not suspended'),
    },
    {
      type: 'boolean',
      key: 'email_verified',
      label: trans('Email'),
      trueLabel: trans('Confirmed'),
      falseLabel: trans('Not confirmed'),
    },
    { type: 'dateRange', key: 'created_at', label: trans('Date created') },
  ];
}
