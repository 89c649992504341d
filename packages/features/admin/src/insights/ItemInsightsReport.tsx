import type { AdminReport } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ReportArea } from './ReportArea';

export interface ItemInsightsReportProps {
  /** The item's report for the chosen range and how its loading went, as a report hook gives them. */
  insights: { report: AdminReport | undefined; isLoading: boolean; error: unknown; retry(): void };
  /** The language the chart's periods are written in. */
  locale: string;
}

/**
 * One track's, album's or artist's report in the report area, worded as its insights: the admin's insights page and
 * the artist's in the backstage show the same states in the same words.
 */
export function ItemInsightsReport({ insights, locale }: ItemInsightsReportProps) {
  const { trans } = useTrans();
  return (
    <ReportArea
      {...insights}
      locale={locale}
      loadingLabel={trans('Loading the insights…')}
      errorMessage={trans('The insights could not be loaded.')}
    />
  );
}
