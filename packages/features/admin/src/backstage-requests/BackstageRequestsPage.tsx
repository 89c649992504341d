import { ADMIN_BACKSTAGE_REQUESTS_RESOURCE } from '@tonearm/client/calls';
import { type BackstageRequest, backstageRequestSchema } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { showRequestError, useCurrentUser, useFormatDate, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { AdminListTable, useAdminList, useDataTableLabels } from '../list-page';
import { backstageRequestColumns } from './backstage-request-columns';
import { useBackstageRequestFilters } from './use-backstage-request-filters';

/** Where one request is reviewed. */
export const backstageRequestPath = (id: number | string) => `/admin/backstage-requests/${id}`;

/**
 * `/admin/backstage-requests`: the review queue, pending first and oldest waiting first, searched by requester or
 * artist, filtered by type, status, requester and dates; a row opens the request. Holders of
 * `backstageRequests.delete` may delete the selected requests.
 */
export function BackstageRequestsPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const mayDelete = user ? hasPermission({ user }, 'backstageRequests.delete') : false;
  const list = useAdminList(ADMIN_BACKSTAGE_REQUESTS_RESOURCE, backstageRequestSchema);
  const filters = useBackstageRequestFilters(trans);
  const labels = useDataTableLabels({
    empty: trans('No backstage requests yet'),
    noMatch: trans('No matching backstage requests'),
    error: trans('The backstage requests could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # request?} other {Delete # requests?}}', { count }),
    deleteMessage: () => trans('Requests are deleted for good, with their identity documents.'),
  });
  const columns = useMemo(
    () =>
      backstageRequestColumns({
        trans,
        formatDate,
        onView: (request: BackstageRequest) => void navigate(backstageRequestPath(request.id)),
      }),
    [trans, formatDate, navigate],
  );
  const deleteRequests = async (keys: Key[]) => {
    try {
      await list.deleteRows(keys.map(Number));
      toast.positive(
        trans('{count, plural, one {Request deleted} other {# requests deleted}}', { count: keys.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 id="backstage-requests-title" className="font-semibold text-xl">
          {trans('Backstage requests')}
        </h1>
      </header>
      <AdminListTable
        list={list}
        labelledBy="backstage-requests-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(request) => request.id}
        onRowAction={(key) => void navigate(backstageRequestPath(key))}
        {...(mayDelete ? { onDelete: deleteRequests } : {})}
      />
    </div>
  );
}
