import { getAdminList } from '@tonearm/client/calls';
import {
  adminUserRowSchema,
  BACKSTAGE_REQUEST_STATUSES,
  BACKSTAGE_REQUEST_TYPES,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';
import { STATUS_LABELS, TYPE_LABELS } from './backstage-request-labels';

type Translate = (line: string) => string;

/**
 * The filters `GET admin/backstage-requests` takes: type, status, requester (found by name or email as the admin
 * types, from the users list) and the dates.
 */
export function useBackstageRequestFilters(trans: Translate): DataTableFilterDefinition[] {
  const http = useHttpClient();
  return useMemo(
    () => [
      {
        type: 'select',
        key: 'type',
        label: trans('Type'),
        options: BACKSTAGE_REQUEST_TYPES.map((type) => ({ value: type, label: trans(TYPE_LABELS[type]) })),
      },
      {
        type: 'select',
        key: 'status',
        label: trans('Status'),
        options: BACKSTAGE_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: trans(STATUS_LABELS[status]),
        })),
      },
      {
        type: 'model',
        key: 'user',
        label: trans('Requester'),
        load: async (search) => {
          const found = await getAdminList(
            http,
            'admin/users',
            { ...DEFAULT_LIST_QUERY, query: search, perPage: 10 },
            adminUserRowSchema,
          );
          return found.pagination.data.map((user) => ({
            id: user.id,
            label: user.name,
            description: user.email,
          }));
        },
      },
      { type: 'dateRange', key: 'created_at', label: trans('Date created') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [http, trans],
  );
}
