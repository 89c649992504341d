import type { JobRunResult, JobRunTrigger } from '@tonearm/client/contract';

/** The words for what started a run, before translation. */
export const TRIGGER_LABELS: Record<JobRunTrigger, string> = {
  schedule: 'Scheduled',
  start: 'At server start',
  manual: 'Run now',
};

/** The words for how a run ended, before translation. */
export const RESULT_LABELS: Record<JobRunResult, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
};
