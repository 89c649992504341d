import type { AdminReport } from '@tonearm/client/contract';
import { useFormatNumber, useTrans } from '@tonearm/shell';
import { Button, Spinner } from '@tonearm/ui';
import { DashboardCharts } from '../dashboard/DashboardCharts';
import { KpiCards } from '../dashboard/KpiCards';

export interface ReportAreaProps {
  report: AdminReport | undefined;
  isLoading: boolean;
  error: unknown;
  retry(): void;
  /** The language the chart's periods are written in. */
  locale: string;
  /** Said while the first report loads, and announced while another range loads. */
  loadingLabel: string;
  /** Said when the report could not be loaded, beside "Try again". */
  errorMessage: string;
  /**
   * The whole site's report rather than one item's: every KPI card holds its place while the first report loads,
   * and the most played artists and albums are shown.
   * @default false
   */
  siteWide?: boolean;
}

/**
 * One report's states under its range control: a spinner until the first answer, the KPI cards and the dashboard's
 * charts (the previous range's kept while the next loads, announced), or the failure with "Try again". The admin's
 * dashboard, an item's insights in the admin and an artist's insights in the backstage all show it.
 */
export function ReportArea({
  report,
  isLoading,
  error,
  retry,
  locale,
  loadingLabel,
  errorMessage,
  siteWide = false,
}: ReportAreaProps) {
  const { trans } = useTrans();
  const numbers = useFormatNumber();
  const formatNumber = (value: number) => numbers(value, { maximumFractionDigits: 1 });
  const spinner = (
    <div className="flex justify-center p-8">
      <Spinner aria-label={loadingLabel} />
    </div>
  );
  // Until the first answer the site's five KPI cards hold their places; an item's report has the plays card alone,
  // so placeholders there would shift the charts below.
  return (
    <>
      <div aria-live="polite" className="sr-only">
        {isLoading && report ? loadingLabel : ''}
      </div>
      {error && !isLoading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-ui border border-danger p-4">
          <p>{errorMessage}</p>
          <Button variant="outline" onPress={retry}>
            {trans('Try again')}
          </Button>
        </div>
      ) : report || siteWide ? (
        <div aria-busy={isLoading} className="flex flex-col gap-6">
          <KpiCards kpis={report?.kpis} formatNumber={formatNumber} />
          {report ? (
            <DashboardCharts
              report={report}
              locale={locale}
              formatNumber={formatNumber}
              showArtistAndAlbumTops={siteWide}
            />
          ) : (
            spinner
          )}
        </div>
      ) : (
        spinner
      )}
    </>
  );
}
