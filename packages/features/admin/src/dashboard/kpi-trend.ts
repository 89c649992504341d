import type { ReportKpi } from '@tonearm/client/contract';

/** Which way a KPI went against the previous period; `new` when there was nothing to compare with. */
export type KpiTrend = 'up' | 'down' | 'flat' | 'new';

export function kpiTrend(kpi: Pick<ReportKpi, 'current' | 'change'>): KpiTrend {
  if (kpi.change === null) return kpi.current > 0 ? 'new' : 'flat';
  if (kpi.change > 0) return 'up';
  if (kpi.change < 0) return 'down';
  return 'flat';
}
