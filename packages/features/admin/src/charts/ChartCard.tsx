import { useTrans } from '@tonearm/shell';
import { cn, Switch } from '@tonearm/ui';
import { type ReactNode, useId, useState } from 'react';

export interface ChartCardProps {
  /** The card's heading. */
  title: string;
  /**
   * A figure or note under the heading ("1,204 total plays").
   * @default undefined
   */
  summary?: ReactNode;
  /** The chart, drawn for sighted visitors; hidden from assistive technology, which reads `table`. It must hold
   * nothing focusable. */
  chart: ReactNode;
  /** The same data as a table: read by screen readers always, shown instead of the chart on request. */
  table: ReactNode;
  /**
   * Extra classes for `[data-slot="chart-card"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * A chart in a card with its table equivalent: the table is always in the accessibility tree (visually hidden
 * while the chart shows), and "Show as table" swaps the two on screen.
 */
export function ChartCard({ title, summary, chart, table, className }: ChartCardProps) {
  const { trans } = useTrans();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="chart-card"
      className={cn('flex min-w-0 flex-col gap-3 rounded-ui border border-border bg-paper p-4', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold text-base">
            {title}
          </h2>
          {summary && <p className="text-muted-foreground text-sm">{summary}</p>}
        </div>
        <Switch isSelected={asTable} onChange={setAsTable}>
          {trans('Show as table')}
        </Switch>
      </div>
      {asTable ? null : (
        <div aria-hidden="true" className="min-h-48">
          {chart}
        </div>
      )}
      <div className={asTable ? 'overflow-x-auto' : 'sr-only'}>{table}</div>
    </section>
  );
}
