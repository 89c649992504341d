import type { AdminRoleRow } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';

export interface RoleColumnsOptions {
  trans: (line: string, replacements?: Record<string, string | number>) => string;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onDelete: (role: AdminRoleRow) => void;
}

/** The roles list's columns: the role, its flags, members, permissions, last change and its actions. */
export function roleColumns({
  trans,
  formatDate,
  onDelete,
}: RoleColumnsOptions): DataTableColumn<AdminRoleRow>[] {
  return [
    {
      id: 'name',
      header: trans('Role'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (role) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{role.name}</span>
          {role.description && (
            <span className="truncate text-xs text-muted-foreground">{role.description}</span>
          )}
        </span>
      ),
    },
    {
      id: 'type',
      header: trans('Given to'),
      cell: (role) =>
        role.guests ? (
          <Badge>{trans('Guests')}</Badge>
        ) : role.default ? (
          <Badge tone="positive">{trans('New accounts')}</Badge>
        ) : null,
    },
    {
      id: 'users_count',
      header: trans('Members'),
      allowsSorting: true,
      align: 'end',
      isKeyColumn: true,
      cell: (role) => role.users_count,
    },
    {
      id: 'permissions_count',
      header: trans('Permissions'),
      allowsSorting: true,
      align: 'end',
      cell: (role) => role.permissions_count,
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (role) => formatDate(role.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (role) => (
        <DataTableRowActions aria-label={trans('Actions for :role', { role: role.name })}>
          <MenuItem href={`/admin/roles/${role.id}/edit`}>{trans('Edit')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(role)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
