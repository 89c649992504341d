import { useTrans } from '@tonearm/shell';
import { Button, Spinner } from '@tonearm/ui';
import { DashboardCharts } from './DashboardCharts';
import { DateRangeControl } from './DateRangeControl';
import { KpiCards } from './KpiCards';
import { useDashboardRange } from './use-dashboard-range';
import { useDashboardReport } from './use-dashboard-report';

/**
 * `/admin`: the KPI cards, plays over time, the most played tracks, artists, albums and listeners, and where the
 * plays came from, for a range of days in the admin's timezone.
 */
export function DashboardPage() {
  const { trans } = useTrans();
  const range = useDashboardRange();
  const { report, isLoading, error, retry } = useDashboardReport(range.query);
  const numbers = new Intl.NumberFormat(range.locale, { maximumFractionDigits: 1 });
  const formatNumber = (value: number) => numbers.format(value);
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-semibold text-2xl">{trans('Dashboard')}</h1>
        <DateRangeControl range={range} />
      </header>
      <div aria-live="polite" className="sr-only">
        {isLoading && report ? trans('Loading the report…') : ''}
      </div>
      {error && !isLoading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-ui border border-danger p-4">
          <p>{trans('The report could not be loaded.')}</p>
          <Button variant="outline" onPress={retry}>
            {trans('Try again')}
          </Button>
        </div>
      ) : (
        <div aria-busy={isLoading} className="flex flex-col gap-6">
          <KpiCards kpis={report?.kpis} formatNumber={formatNumber} />
          {report ? (
            <DashboardCharts report={report} locale={range.locale} formatNumber={formatNumber} />
          ) : (
            <div className="flex justify-center p-8">
              <Spinner aria-label={trans('Loading the report…')} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
