import type { ScheduledJob } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useState } from 'react';

export interface ScheduledJobsListProps {
  jobs: readonly ScheduledJob[];
  /** Whether the operator may start a run (`logs.update`); without it the jobs are listed without buttons. */
  canRun: boolean;
  /** Starts a run of the job; settles when the server has queued it or refused. */
  onRunNow: (job: ScheduledJob) => Promise<unknown>;
}

/** Every background job with what it does, when it runs, and "Run now". */
export function ScheduledJobsList({ jobs, canRun, onRunNow }: ScheduledJobsListProps) {
  const { trans } = useTrans();
  const [starting, setStarting] = useState<string | null>(null);
  if (jobs.length === 0) return null;
  const run = async (job: ScheduledJob) => {
    setStarting(job.name);
    try {
      await onRunNow(job);
    } finally {
      setStarting(null);
    }
  };
  return (
    <section aria-labelledby="scheduled-jobs-title" className="flex flex-col gap-2">
      <h2 id="scheduled-jobs-title" className="font-semibold text-base">
        {trans('Jobs')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-ui border border-border">
        {jobs.map((job) => (
          <li key={job.name} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 flex-1 basis-64 flex-col">
              <span className="break-all font-medium">{job.name}</span>
              <span className="text-muted-foreground text-sm">{trans(job.description)}</span>
              <span className="text-muted-foreground text-xs">
                {job.schedule
                  ? trans('Schedule: :cron (UTC)', { cron: job.schedule })
                  : trans('Runs only when asked')}
              </span>
            </div>
            {canRun && (
              <Button
                variant="outline"
                size="sm"
                aria-label={trans('Run now: :job', { job: job.name })}
                isPending={starting === job.name}
                onPress={() => void run(job)}
              >
                {trans('Run now')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
