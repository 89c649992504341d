import type { AdminUserRow } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Avatar, Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

/** What a row's actions menu does. */
export interface UserRowActions {
  edit: (user: AdminUserRow) => void;
  suspend: (user: AdminUserRow) => void;
  unsuspend: (user: AdminUserRow) => void;
  remove: (user: AdminUserRow) => void;
}

/** How the list writes its dates, in the reader's language. */
export interface UserColumnDates {
  /** A date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** How long ago a moment was (`useRelativeTime()`). */
  relativeTime: (date: string) => string;
}

/** The users list's columns: user, roles, subscribed, suspended, last active, created, actions. */
export function userColumns(
  trans: (text: string, replacements?: Record<string, string | number>) => string,
  actions: UserRowActions,
  { formatDate, relativeTime }: UserColumnDates,
): DataTableColumn<AdminUserRow>[] {
  return [
    {
      id: 'name',
      header: trans('User'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (user) => (
        <span className="flex min-w-0 items-center gap-3">
          <Avatar name={user.name} src={user.image} size="sm" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{user.name}</span>
            <span className="truncate text-muted-foreground text-xs">{user.email}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'roles',
      header: trans('Roles'),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <Badge key={role.id} tone="outline">
              {role.name}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'subscribed',
      header: trans('Subscribed'),
      cell: (user) => (user.subscribed ? trans('Yes') : trans('No')),
    },
    {
      id: 'suspended',
      header: trans('Suspended'),
      isKeyColumn: true,
      cell: (user) =>
        user.banned_at ? (
          <Badge tone="danger" title={user.ban_reason ?? undefined}>
            {user.banned_until
              ? trans('Until :date', { date: formatDate(user.banned_until, 'short') })
              : trans('Suspended')}
          </Badge>
        ) : (
          <span className="sr-only">{trans('No')}</span>
        ),
    },
    {
      id: 'last_active',
      header: trans('Last active'),
      allowsSorting: true,
      cell: (user) => (user.last_active_at ? relativeTime(user.last_active_at) : trans('Never')),
    },
    {
      id: 'created_at',
      header: trans('Created'),
      allowsSorting: true,
      cell: (user) => formatDate(user.created_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (user) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: user.name })}>
          <MenuItem onAction={() => actions.edit(user)}>{trans('Edit')}</MenuItem>
          {user.banned_at ? (
            <MenuItem onAction={() => actions.unsuspend(user)}>{trans('Unsuspend')}</MenuItem>
          ) : (
            <MenuItem onAction={() => actions.suspend(user)}>{trans('Suspend')}</MenuItem>
          )}
          <MenuItem intent="danger" onAction={() => actions.remove(user)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
