import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { CHART_COLORS } from './chart-theme';
import { useReducedMotion } from './use-reduced-motion';

/** One point of a chart over time. */
export interface TimePoint {
  start: string;
  end: string;
  value: number;
}

export interface TimeSeriesChartProps {
  /** The card's heading ("Plays"). */
  title: string;
  /**
   * A figure under the heading ("1,204 total plays").
   * @default undefined
   */
  summary?: string;
  /** The points, oldest first, every period present. */
  points: TimePoint[];
  /** The column heading of the periods in the table ("Period"). */
  periodLabel: string;
  /** The column heading of the values, also the tooltip's name ("Plays"). */
  valueLabel: string;
  /** Names a point on the axis (short). */
  shortLabel(point: TimePoint): string;
  /** Names a point in the tooltip and the table (long). */
  longLabel(point: TimePoint): string;
  /** Formats a value in the visitor's language. */
  formatValue(value: number): string;
}

/** An area chart of a count over time, with the counts as a table beside it; usable by any insights page. */
export function TimeSeriesChart({
  title,
  summary,
  points,
  periodLabel,
  valueLabel,
  shortLabel,
  longLabel,
  formatValue,
}: TimeSeriesChartProps) {
  const reducedMotion = useReducedMotion();
  const data = points.map((point) => ({ ...point, short: shortLabel(point), long: longLabel(point) }));
  return (
    <ChartCard
      title={title}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="short"
              stroke={CHART_COLORS.axis}
              tickLine={false}
              minTickGap={16}
              fontSize={12}
            />
            <YAxis
              stroke={CHART_COLORS.axis}
              tickLine={false}
              allowDecimals={false}
              width={48}
              fontSize={12}
              tickFormatter={formatValue}
            />
            <Tooltip
              labelFormatter={(_label, payload) => payload[0]?.payload.long ?? ''}
              formatter={(value) => [formatValue(Number(value)), valueLabel]}
              contentStyle={{ background: CHART_COLORS.surface, borderColor: CHART_COLORS.grid }}
            />
            <Area
              type="monotone"
              dataKey="value"
              name={valueLabel}
              stroke={CHART_COLORS.line}
              fill={CHART_COLORS.area}
              strokeWidth={2}
              isAnimationActive={!reducedMotion}
            />
          </AreaChart>
        </ResponsiveContainer>
      }
      table={
        <ChartTable
          caption={title}
          columns={[periodLabel, valueLabel]}
          rows={data.map((point) => ({ key: point.start, cells: [point.long, formatValue(point.value)] }))}
        />
      }
    />
  );
}
