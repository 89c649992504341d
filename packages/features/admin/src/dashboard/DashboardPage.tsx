import { useTrans } from '@tonearm/shell';
import { ReportArea } from '../insights/ReportArea';
import { DateRangeControl } from './DateRangeControl';
import { useDashboardRange } from './use-dashboard-range';
import { useDashboardReport } from './use-dashboard-report';

/**
 * `/admin`: the KPI cards, plays over time, the most played tracks, artists, albums and listeners, and where the
 * plays came from, for a range of days in the admin's timezone.
 */
export function DashboardPage() {
  const { trans } = useTrans();
  const range = useDashboardRange();
  const report = useDashboardReport(range.query);
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-semibold text-2xl">{trans('Dashboard')}</h1>
        <DateRangeControl range={range} />
      </header>
      <ReportArea
        {...report}
        siteWide
        locale={range.locale}
        loadingLabel={trans('Loading the report…')}
        errorMessage={trans('The report could not be loaded.')}
      />
    </div>
  );
}
