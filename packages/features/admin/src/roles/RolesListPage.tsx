import { type AdminRoleRow, adminRoleRowSchema } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useAdminList, useDataTableLabels } from '../list-page';
import { roleColumns } from './role-columns';

/** `/admin/roles`: every role with its members and permissions, searched, sorted and filtered on the server. */
export function RolesListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const list = useAdminList('admin/roles', adminRoleRowSchema);
  const [deleting, setDeleting] = useState<AdminRoleRow | null>(null);
  const labels = useDataTableLabels({ empty: trans('No roles yet'), noMatch: trans('No matching roles') });
  const columns = useMemo(
    () => roleColumns({ trans, formatDate, onDelete: setDeleting }),
    [trans, formatDate],
  );
  const filters = useMemo<DataTableFilterDefinition[]>(
    () => [
      { type: 'boolean', key: 'default', label: trans('Default role') },
      { type: 'boolean', key: 'guests', label: trans('Guests role') },
      { type: 'dateRange', key: 'created_at', label: trans('Date created') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );

  const remove = async (ids: readonly (number | string)[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Role deleted} other {# roles deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
    }
  };
  const addRole = <ButtonLink href="/admin/roles/new">{trans('Add a role')}</ButtonLink>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="roles-title" className="text-xl font-semibold">
          {trans('Roles')}
        </h1>
        {addRole}
      </header>
      <AdminListTable
        list={list}
        labelledBy="roles-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(role) => role.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(`/admin/roles/${key}/edit`)}
        emptyAction={addRole}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        {trans('Its members lose the permissions it gives them. This cannot be undone.')}
      </AlertDialog>
    </div>
  );
}
