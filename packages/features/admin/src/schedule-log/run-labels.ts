import type { JobRunResult, JobRunTrigger } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** The words for what started a run, in the reader's language. */
export const triggerLabels = (trans: Translate): Record<JobRunTrigger, string> => ({
  schedule: trans('Scheduled'),
  start: trans('At server start'),
  manual: trans('Run now'),
});

/** The words for how a run ended, in the reader's language. */
export const resultLabels = (trans: Translate): Record<JobRunResult, string> => ({
  succeeded: trans('Succeeded'),
  failed: trans('Failed'),
});
