import { getAdminBackstageRequests } from '@tonearm/client/calls';
import {
  BACKSTAGE_REQUEST_STATUSES,
  BACKSTAGE_REQUEST_TYPES,
  type BackstageRequest,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';
import { statusLabels, typeLabels } from './backstage-request-labels';

type Translate = (line: string) => string;

/**
 * The filters `GET admin/backstage-requests` takes: type, status, requester and the dates. Requesters are found
 * among the requests themselves (their search covers the requester's name and email), so a reviewer needs no
 * access to the users section to filter by one.
 */
export function useBackstageRequestFilters(trans: Translate): DataTableFilterDefinition[] {
  const http = useHttpClient();
  return useMemo(
    () => [
      {
        type: 'select',
        key: 'type',
        label: trans('Type'),
        options: BACKSTAGE_REQUEST_TYPES.map((type) => ({ value: type, label: typeLabels(trans)[type] })),
      },
      {
        type: 'select',
        key: 'status',
        label: trans('Status'),
        options: BACKSTAGE_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: statusLabels(trans)[status],
        })),
      },
      {
        type: 'model',
        key: 'user',
        label: trans('Requester'),
        load: async (search) => {
          const found = await getAdminBackstageRequests(http, {
            ...DEFAULT_LIST_QUERY,
            query: search,
            perPage: 50,
          });
          return requestersOf(found.pagination.data);
        },
        loadOption: async (id) => {
          const found = await getAdminBackstageRequests(http, {
            ...DEFAULT_LIST_QUERY,
            perPage: 10,
            filters: [{ key: 'user', operator: '=', value: Number(id) }],
          });
          return requestersOf(found.pagination.data)[0] ?? null;
        },
      },
      { type: 'dateRange', key: 'created_at', label: trans('Date created') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [http, trans],
  );
}

/** Each requester of `requests` once, as the filter offers them. */
function requestersOf(requests: readonly BackstageRequest[]) {
  const seen = new Map<number, { id: number; label: string; description: string }>();
  for (const { user } of requests) {
    if (!seen.has(user.id)) seen.set(user.id, { id: user.id, label: user.name, description: user.email });
  }
  return [...seen.values()];
}
