import { JOB_RUN_RESULTS, type ScheduledJob } from '@tonearm/client/contract';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { resultLabels } from './run-labels';

type Translate = (line: string) => string;

/** The filters `GET admin/logs/schedule` takes: the job, the result, and when the run started. */
export function runFilters(jobs: readonly ScheduledJob[], trans: Translate): DataTableFilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'name',
      label: trans('Job'),
      options: jobs.map((job) => ({ value: job.name, label: job.name })),
    },
    {
      type: 'select',
      key: 'result',
      label: trans('Result'),
      options: JOB_RUN_RESULTS.map((result) => ({ value: result, label: resultLabels(trans)[result] })),
    },
    { type: 'dateRange', key: 'started_at', label: trans('Started') },
  ];
}
