import type { OutgoingEmail } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, Button, type DataTableColumn } from '@tonearm/ui';
import { STATUS_TONES, statusLabels } from './email-labels';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface EmailColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Opens the mail's redacted preview. */
  onPreview: (email: OutgoingEmail) => void;
}

/** The outgoing email log's columns: subject, status (with the error), from, to, date and the preview button. */
export function emailColumns({
  trans,
  formatDate,
  onPreview,
}: EmailColumnsOptions): DataTableColumn<OutgoingEmail>[] {
  return [
    {
      id: 'subject',
      header: trans('Subject'),
      isRowHeader: true,
      cell: (email) => <span className="break-words font-medium">{email.subject}</span>,
    },
    {
      id: 'status',
      header: trans('Status'),
      isKeyColumn: true,
      cell: (email) => (
        <span className="flex min-w-0 flex-col items-start gap-1">
          <Badge tone={STATUS_TONES[email.status]}>{statusLabels(trans)[email.status]}</Badge>
          {email.error && <span className="break-words text-danger text-xs">{email.error}</span>}
        </span>
      ),
    },
    {
      id: 'from',
      header: trans('From'),
      cell: (email) => <span className="break-all">{email.from ?? '—'}</span>,
    },
    { id: 'to', header: trans('To'), cell: (email) => <span className="break-all">{email.to}</span> },
    {
      id: 'created_at',
      header: trans('Date'),
      allowsSorting: true,
      cell: (email) => formatDate(email.created_at, 'timestamp'),
    },
    {
      id: 'preview',
      header: trans('Preview'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (email) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={trans('Preview the mail “:subject” to :to', { subject: email.subject, to: email.to })}
          onPress={() => onPreview(email)}
        >
          {trans('Preview')}
        </Button>
      ),
    },
  ];
}
