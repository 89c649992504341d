import { OUTGOING_EMAIL_STATUSES } from '@tonearm/client/contract';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { statusLabels } from './email-labels';

type Translate = (line: string) => string;

/** The filters `GET logs/outgoing-email` takes: the status and when the mail was sent. */
export function emailFilters(trans: Translate): DataTableFilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'status',
      label: trans('Status'),
      options: OUTGOING_EMAIL_STATUSES.map((status) => ({
        value: status,
        label: statusLabels(trans)[status],
      })),
    },
    { type: 'dateRange', key: 'created_at', label: trans('Date') },
  ];
}
