import type { JobRun } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { Badge, Button, type DataTableColumn } from '@tonearm/ui';
import { formatRunDuration } from './format-duration';
import { resultLabels, triggerLabels } from './run-labels';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface RunColumnsOptions {
  trans: Translate;
  /** The language durations are written in. */
  locale: string;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Opens the run's output and error. */
  onShowOutput: (run: JobRun) => void;
}

/** The schedule log's columns: job (with what started it), started, duration, result and the output button. */
export function runColumns({
  trans,
  locale,
  formatDate,
  onShowOutput,
}: RunColumnsOptions): DataTableColumn<JobRun>[] {
  return [
    {
      id: 'name',
      header: trans('Job'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (run) => (
        <span className="flex min-w-0 flex-col">
          <span className="break-all font-medium">{run.name}</span>
          <span className="text-muted-foreground text-xs">
            {run.attempt > 1
              ? trans(':trigger, attempt :attempt', {
                  trigger: triggerLabels(trans)[run.trigger],
                  attempt: run.attempt,
                })
              : triggerLabels(trans)[run.trigger]}
          </span>
        </span>
      ),
    },
    {
      id: 'started_at',
      header: trans('Started'),
      allowsSorting: true,
      isKeyColumn: true,
      cell: (run) => formatDate(run.started_at, 'timestamp'),
    },
    {
      id: 'duration_ms',
      header: trans('Duration'),
      allowsSorting: true,
      align: 'end',
      cell: (run) => formatRunDuration(run.duration_ms, locale),
    },
    {
      id: 'result',
      header: trans('Result'),
      isKeyColumn: true,
      cell: (run) => (
        <Badge tone={run.result === 'succeeded' ? 'positive' : 'danger'}>
          {resultLabels(trans)[run.result]}
        </Badge>
      ),
    },
    {
      id: 'output',
      header: trans('Output'),
      isKeyColumn: true,
      align: 'end',
      cell: (run) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={trans('View the output of :job at :time', {
            job: run.name,
            time: formatDate(run.started_at, 'timestamp'),
          })}
          onPress={() => onShowOutput(run)}
        >
          {trans('View')}
        </Button>
      ),
    },
  ];
}
