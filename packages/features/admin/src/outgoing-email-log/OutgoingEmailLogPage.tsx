import type { OutgoingEmail } from '@tonearm/client/contract';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { emailColumns } from './email-columns';
import { emailFilters } from './email-filters';
import { MailPreviewDialog } from './MailPreviewDialog';
import { useOutgoingEmailLog } from './use-outgoing-email-log';

/**
 * `/admin/logs/outgoing-email`: every mail the site sent or tried to send (status, from, to, subject, date, the
 * error when it failed), newest first, each with a preview whose secrets are redacted.
 */
export function OutgoingEmailLogPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const log = useOutgoingEmailLog();
  const [shown, setShown] = useState<OutgoingEmail | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No mail has been sent yet'),
    noMatch: trans('No matching mails'),
    error: trans('The outgoing email log could not be loaded'),
  });
  const columns = useMemo(
    () => emailColumns({ trans, formatDate, onPreview: setShown }),
    [trans, formatDate],
  );
  const filters = useMemo(() => emailFilters(trans), [trans]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="outgoing-email-log-title" className="font-semibold text-xl">
          {trans('Outgoing email log')}
        </h1>
        <p className="text-muted-foreground text-sm">
          {trans(
            'Every mail the site sent or tried to send. Previews hide the links and codes a mail carried.',
          )}
        </p>
      </header>
      <AdminListTable
        list={log}
        labelledBy="outgoing-email-log-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(email) => email.id}
      />
      <MailPreviewDialog email={shown} onClose={() => setShown(null)} />
    </div>
  );
}
