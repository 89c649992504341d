import type { ErrorLogEntry } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { showRequestError, useCurrentUser, useFormatDate, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { ErrorEntryDialog } from './ErrorEntryDialog';
import { ErrorLogFilePicker } from './ErrorLogFilePicker';
import { entryColumns } from './entry-columns';
import { useErrorLog } from './use-error-log';

/** Deleting a log file changes what other admins can read (the server checks it too). */
const DELETE_PERMISSION = 'logs.update';
const NO_FILTERS: never[] = [];

/**
 * `/admin/logs/error`: the server's daily error log files; a page of one file's entries, newest first, each opening
 * its stack frames; the file's download; and deleting it.
 */
export function ErrorLogPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const user = useCurrentUser();
  const log = useErrorLog();
  const [shown, setShown] = useState<ErrorLogEntry | null>(null);
  const labels = useDataTableLabels({
    empty: log.selected ? trans('This log file has no entries') : trans('No error has been logged yet'),
    noMatch: trans('No matching entries'),
    error: trans('The error log could not be loaded'),
  });
  const columns = useMemo(() => entryColumns({ trans, formatDate, onShow: setShown }), [trans, formatDate]);

  const deleteSelected = async () => {
    const name = log.selected?.name ?? '';
    try {
      await log.deleteSelected();
      toast.positive(trans('Deleted :file', { file: name }));
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="error-log-title" className="font-semibold text-xl">
          {trans('Error log')}
        </h1>
        <p className="text-muted-foreground text-sm">
          {trans(
            "The server's unexpected errors, one file a day, with the request and the code that failed.",
          )}
        </p>
      </header>
      {log.selected && log.downloadUrl && (
        <ErrorLogFilePicker
          files={log.files}
          selected={log.selected}
          onSelect={log.selectFile}
          downloadUrl={log.downloadUrl}
          {...(hasPermission({ user }, DELETE_PERMISSION) ? { onDelete: deleteSelected } : {})}
        />
      )}
      <AdminListTable
        list={log}
        labelledBy="error-log-title"
        columns={columns}
        filters={NO_FILTERS}
        labels={labels}
        getRowKey={(entry) => entry.index}
      />
      <ErrorEntryDialog entry={shown} onClose={() => setShown(null)} />
    </div>
  );
}
