import type { BackstageRequest } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Button, type DataTableColumn } from '@tonearm/ui';
import { STATUS_DOTS, statusLabels, typeLabels } from './backstage-request-labels';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface BackstageRequestColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onView: (request: BackstageRequest) => void;
}

/** The review queue's columns: type, status, requester, artist, when it was asked, and View. */
export function backstageRequestColumns({
  trans,
  formatDate,
  onView,
}: BackstageRequestColumnsOptions): DataTableColumn<BackstageRequest>[] {
  return [
    {
      id: 'user',
      header: trans('User'),
      isRowHeader: true,
      cell: (request) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{request.user.name}</span>
          <span className="break-all text-muted-foreground text-xs">{request.user.email}</span>
        </span>
      ),
    },
    { id: 'type', header: trans('Type'), cell: (request) => typeLabels(trans)[request.type] },
    {
      id: 'status',
      header: trans('Status'),
      allowsSorting: true,
      isKeyColumn: true,
      cell: (request) => (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-2 shrink-0 rounded-full ${STATUS_DOTS[request.status]}`}
          />
          {statusLabels(trans)[request.status]}
        </span>
      ),
    },
    {
      id: 'artist',
      header: trans('Artist'),
      cell: (request) => request.artist?.name ?? request.artist_name ?? '—',
    },
    {
      id: 'created_at',
      header: trans('Requested at'),
      allowsSorting: true,
      cell: (request) => formatDate(request.created_at, 'short'),
    },
    {
      id: 'view',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (request) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={trans('View the request of :name', { name: request.user.name })}
          onPress={() => onView(request)}
        >
          {trans('View')}
        </Button>
      ),
    },
  ];
}
