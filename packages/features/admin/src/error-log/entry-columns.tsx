import type { ErrorLogEntry } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, Button, type DataTableColumn } from '@tonearm/ui';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface EntryColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Opens the entry with its stack frames. */
  onShow: (entry: ErrorLogEntry) => void;
}

/** The error log's columns: message (with its exception), severity, when, the request, and the frames button. */
export function entryColumns({
  trans,
  formatDate,
  onShow,
}: EntryColumnsOptions): DataTableColumn<ErrorLogEntry>[] {
  return [
    {
      id: 'message',
      header: trans('Message'),
      isRowHeader: true,
      cell: (entry) => (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-2 break-all font-medium">{entry.message || entry.exception}</span>
          <span className="text-muted-foreground text-xs">{entry.exception}</span>
        </span>
      ),
    },
    {
      id: 'level',
      header: trans('Severity'),
      cell: (entry) => <Badge tone={entry.level === 'error' ? 'danger' : 'neutral'}>{entry.level}</Badge>,
    },
    {
      id: 'logged_at',
      header: trans('Date'),
      isKeyColumn: true,
      cell: (entry) => formatDate(entry.logged_at, 'timestamp'),
    },
    {
      id: 'request',
      header: trans('Request'),
      cell: (entry) =>
        entry.url ? (
          <span className="break-all text-xs">{`${entry.method ?? ''} ${entry.url}`.trim()}</span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'frames',
      header: trans('Stack trace'),
      isKeyColumn: true,
      align: 'end',
      cell: (entry) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={trans('View the stack trace of :message', {
            message: entry.message || entry.exception,
          })}
          onPress={() => onShow(entry)}
        >
          {trans('View')}
        </Button>
      ),
    },
  ];
}
