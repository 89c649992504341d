import type { ReportKpi, ReportKpiName } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { cn, Skeleton } from '@tonearm/ui';
import { type KpiTrend, kpiTrend } from './kpi-trend';

const kpiLabels = (trans: Translate): Record<ReportKpiName, string> => ({
  new_users: trans('New users'),
  new_tracks: trans('New tracks'),
  new_artists: trans('New artists'),
  new_albums: trans('New albums'),
  plays: trans('Plays'),
});

const TREND_STYLE: Record<KpiTrend, string> = {
  up: 'text-positive',
  down: 'text-danger',
  flat: 'text-muted-foreground',
  new: 'text-positive',
};

const TREND_ARROW: Record<KpiTrend, string> = { up: '↑', down: '↓', flat: '→', new: '↑' };

export interface KpiCardsProps {
  /** `undefined` while the first report loads: the cards show placeholders. */
  kpis: ReportKpi[] | undefined;
  formatNumber(value: number): string;
}

/** The KPI cards: each count in the range, and how it moved against the period before, said in words too. */
export function KpiCards({ kpis, formatNumber }: KpiCardsProps) {
  const { trans } = useTrans();
  const labels = kpiLabels(trans);
  const trendText = (kpi: ReportKpi, trend: KpiTrend) => {
    const change = formatNumber(Math.abs(kpi.change ?? 0));
    if (trend === 'up')
      return trans('Up :change% from :previous in the previous period', {
        change,
        previous: formatNumber(kpi.previous),
      });
    if (trend === 'down')
      return trans('Down :change% from :previous in the previous period', {
        change,
        previous: formatNumber(kpi.previous),
      });
    if (trend === 'new') return trans('None in the previous period');
    return trans('No change from the previous period');
  };
  if (!kpis) {
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Object.keys(labels).map((name) => (
          <Skeleton key={name} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {kpis.map((kpi) => {
        const trend = kpiTrend(kpi);
        return (
          <li key={kpi.name} className="flex flex-col gap-1 rounded-ui border border-border bg-paper p-4">
            <span className="text-muted-foreground text-sm">{labels[kpi.name]}</span>
            <span className="font-semibold text-2xl tabular-nums">{formatNumber(kpi.current)}</span>
            <span className={cn('flex items-start gap-1 text-xs', TREND_STYLE[trend])}>
              <span aria-hidden="true">{TREND_ARROW[trend]}</span>
              <span>{trendText(kpi, trend)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
