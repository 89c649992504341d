import type { AdminReport } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, Spinner } from '@tonearm/ui';
import { DashboardCharts } from '../dashboard/DashboardCharts';
import { KpiCards } from '../dashboard/KpiCards';

export interface ReportAreaProps {
  report: AdminReport | undefined;
  isLoading: boolean;
  error: unknown;
  retry(): void;
  locale: string;
  /** Said while the first report loads, and announced while another range loads. */
  loadingLabel: string;
  /** Said when the report could not be loaded, beside "Try again". */
  errorMessage: string;
}

/**
 * One report's states under its range control: a spinner until the first answer, the plays card and the dashboard's
 * charts (the previous range's kept while the next loads, announced), or the failure with "Try again".
 */
export function ReportArea({
  report,
  isLoading,
  error,
  retry,
  locale,
  loadingLabel,
  errorMessage,
}: ReportAreaProps) {
  const { trans } = useTrans();
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const formatNumber = (value: number) => numbers.format(value);
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
      ) : report ? (
        <div aria-busy={isLoading} className="flex flex-col gap-6">
          <KpiCards kpis={report.kpis} formatNumber={formatNumber} />
          <DashboardCharts
            report={report}
            locale={locale}
            formatNumber={formatNumber}
            showArtistAndAlbumTops={false}
          />
        </div>
      ) : (
        <div className="flex justify-center p-8">
          <Spinner aria-label={loadingLabel} />
        </div>
      )}
    </>
  );
}
