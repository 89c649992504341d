import type { JobRun, ScheduledJob } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { showRequestError, useCurrentUser, useFormatDate, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { RunOutputDialog } from './RunOutputDialog';
import { runColumns } from './run-columns';
import { runFilters } from './run-filters';
import { ScheduledJobsList } from './ScheduledJobsList';
import { useScheduleLog } from './use-schedule-log';

/** The permission "Run now" needs besides reading the log (the server checks it too). */
const RUN_PERMISSION = 'logs.update';

/** `/admin/logs/schedule`: every run of every background job, newest first, and "Run now" per job. */
export function ScheduleLogPage() {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  const user = useCurrentUser();
  const log = useScheduleLog();
  const [shown, setShown] = useState<JobRun | null>(null);
  const labels = useDataTableLabels({
    empty: trans('No job has run yet'),
    noMatch: trans('No matching runs'),
    error: trans('The schedule log could not be loaded'),
  });
  const columns = useMemo(
    () => runColumns({ trans, locale, formatDate, onShowOutput: setShown }),
    [trans, locale, formatDate],
  );
  const filters = useMemo(() => runFilters(log.jobs, trans), [log.jobs, trans]);

  const runNow = async (job: ScheduledJob) => {
    try {
      const answer = await log.runNow(job.name);
      toast.positive(
        answer.queued
          ? trans(':job will run in a moment', { job: job.name })
          : trans(':job is already waiting to run', { job: job.name }),
      );
    } catch (error) {
      showRequestError(error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="schedule-log-title" className="font-semibold text-xl">
          {trans('Schedule log')}
        </h1>
        <p className="text-muted-foreground text-sm">
          {trans('Each run of the background jobs, on whichever server instance took it.')}
        </p>
      </header>
      <ScheduledJobsList jobs={log.jobs} canRun={hasPermission({ user }, RUN_PERMISSION)} onRunNow={runNow} />
      <AdminListTable
        list={log}
        labelledBy="schedule-log-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(run) => run.id}
      />
      <RunOutputDialog run={shown} onClose={() => setShown(null)} />
    </div>
  );
}
