import { adminUsersCsvUrl, suspendAdminUser, unsuspendAdminUser } from '@tonearm/client/calls';
import { type AdminUserRow, adminUserRowSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useFormatDate, useRelativeTime, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, toast } from '@tonearm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useAdminList, useDataTableLabels } from '../../list-page';
import { SuspendUserDialog } from '../suspend/SuspendUserDialog';
import { useUserRoleOptions } from '../use-admin-user';
import { CreateUserDialog } from './CreateUserDialog';
import { userColumns } from './user-columns';
import { userFilters } from './user-filters';

/** `/admin/users`: every account, searched, filtered and sorted on the server, with its actions. */
export function UsersPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const relativeTime = useRelativeTime();
  const http = useHttpClient();
  const navigate = useNavigate();
  const list = useAdminList('admin/users', adminUserRowSchema);
  const { roles } = useUserRoleOptions();
  const labels = useDataTableLabels({
    empty: trans('No users yet'),
    noMatch: trans('No matching users'),
    error: trans('The users could not be loaded'),
    deleteTitle: (count) => trans('{count, plural, one {Delete # user?} other {Delete # users?}}', { count }),
    deleteMessage: (count) =>
      trans(
        '{count, plural, one {It will be deleted permanently.} other {They will be deleted permanently.}}',
        {
          count,
        },
      ),
  });
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const { reload } = list;
  const act = useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        toast.positive(done);
        await reload();
      } catch (error) {
        showRequestError(error);
        throw error;
      }
    },
    [reload],
  );
  const columns = useMemo(
    () =>
      userColumns(
        trans,
        {
          edit: (user) => navigate(`/admin/users/${user.id}/details`),
          suspend: setSuspending,
          unsuspend: (user) =>
            void act(
              () => unsuspendAdminUser(http, user.id),
              trans(':name is no longer suspended', { name: user.name }),
            ).catch(() => undefined),
          remove: setDeleting,
        },
        { formatDate, relativeTime },
      ),
    [trans, navigate, http, act, formatDate, relativeTime],
  );
  const filters = useMemo(() => userFilters(roles, trans), [roles, trans]);

  return (
    <div className="flex flex-col gap-3">
      <h1 id="users-title" className="font-semibold text-xl">
        {trans('Users')}
      </h1>
      <AdminListTable
        list={list}
        labelledBy="users-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(user) => user.id}
        onDelete={(keys) =>
          act(
            () => list.deleteRows(keys.map(Number)),
            trans('{count, plural, one {Deleted # user} other {Deleted # users}}', { count: keys.length }),
          )
        }
        onRowAction={(key) => navigate(`/admin/users/${String(key)}/details`)}
        toolbarEnd={
          <span className="ms-auto flex gap-2">
            <ButtonLink
              href={adminUsersCsvUrl(http, list.query)}
              download="users.csv"
              variant="outline"
              size="sm"
            >
              {trans('Export CSV')}
            </ButtonLink>
            <CreateUserDialog
              roles={roles}
              onCreated={(user) => navigate(`/admin/users/${user.id}/details`)}
            />
          </span>
        }
      />
      <SuspendUserDialog
        user={suspending}
        onClose={() => setSuspending(null)}
        suspend={async (id, payload) => {
          await suspendAdminUser(http, id, payload);
          await list.reload();
        }}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete :name?', { name: deleting?.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() =>
          deleting
            ? act(() => list.deleteRows([deleting.id]), trans('Deleted :name', { name: deleting.name }))
            : undefined
        }
      >
        {trans('Their account, playlists and uploads are deleted permanently.')}
      </AlertDialog>
    </div>
  );
}
