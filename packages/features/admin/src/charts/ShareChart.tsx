import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { CHART_COLORS, sliceColor } from './chart-theme';
import { useReducedMotion } from './use-reduced-motion';

/** One slice of a share: its name as shown, its count and its share in percent. */
export interface ShareSlice {
  key: string;
  label: string;
  value: number;
  percentage: number;
}

export interface ShareChartProps {
  /** The card's heading ("Devices"). */
  title: string;
  /** The slices, largest first. */
  slices: ShareSlice[];
  /** The column heading of the names in the table ("Device"). */
  nameLabel: string;
  /** The column heading of the counts ("Plays"). */
  valueLabel: string;
  /** The column heading of the shares ("Share"). */
  shareLabel: string;
  /** Shown instead of the chart when there are no slices. */
  emptyMessage: string;
  /** Formats a count in the visitor's language. */
  formatValue(value: number): string;
  /** Formats a share (0 to 100) in the visitor's language. */
  formatPercentage(percentage: number): string;
}

/**
 * A donut of how a total splits (devices, browsers, platforms, countries) with each slice named in a legend, and
 * the same figures as a table.
 */
export function ShareChart({
  title,
  slices,
  nameLabel,
  valueLabel,
  shareLabel,
  emptyMessage,
  formatValue,
  formatPercentage,
}: ShareChartProps) {
  const reducedMotion = useReducedMotion();
  const data = slices.map((slice, index) => ({ ...slice, fill: sliceColor(index) }));
  if (slices.length === 0) {
    return (
      <section className="flex flex-col gap-2 rounded-ui border border-border bg-paper p-4">
        <h2 className="font-semibold text-base">{title}</h2>
        <p className="text-muted-foreground text-sm">{emptyMessage}</p>
      </section>
    );
  }
  return (
    <ChartCard
      title={title}
      chart={
        <div className="flex flex-wrap items-center gap-4">
          <div className="size-40 shrink-0">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={data}
                  dataKey="value"
                  nameKey="label"
                  innerRadius="55%"
                  outerRadius="100%"
                  stroke={CHART_COLORS.surface}
                  rootTabIndex={-1}
                  isAnimationActive={!reducedMotion}
                />
                <Tooltip
                  formatter={(value, name) => [formatValue(Number(value)), name]}
                  contentStyle={{ background: CHART_COLORS.surface, borderColor: CHART_COLORS.grid }}
                />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            {data.map((slice) => (
              <li key={slice.key} className="flex items-center gap-2">
                <span
                  className="size-3 shrink-0 rounded-sm border border-border"
                  style={{ background: slice.fill }}
                />
                <span className="min-w-0 flex-1 truncate">{slice.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatPercentage(slice.percentage)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      }
      table={
        <ChartTable
          caption={title}
          columns={[nameLabel, valueLabel, shareLabel]}
          rows={slices.map((slice) => ({
            key: slice.key,
            cells: [slice.label, formatValue(slice.value), formatPercentage(slice.percentage)],
          }))}
        />
      }
    />
  );
}
