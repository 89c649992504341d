import { getCatalogueInsights, type InsightsSection } from '@tonearm/client/calls';
import type { AdminReport, ReportRangeQuery } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export interface CatalogueInsights {
  /** The report of the range; while another range loads, the previous one stays shown. */
  report: AdminReport | undefined;
  /** Whether the shown report is not (yet) the one of the chosen range. */
  isLoading: boolean;
  error: unknown;
  retry(): void;
}

/** One catalogue item's insights for the chosen range, through SWR. */
export function useCatalogueInsights(
  section: InsightsSection,
  id: number,
  query: ReportRangeQuery,
): CatalogueInsights {
  const http = useHttpClient();
  const answer = useSWR(
    [`admin/${section}/insights`, id, query.startDate, query.endDate, query.timezone],
    () => getCatalogueInsights(http, section, id, query),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    report: answer.data?.report,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
