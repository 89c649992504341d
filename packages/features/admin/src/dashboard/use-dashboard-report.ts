import { getAdminReport } from '@tonearm/client/calls';
import type { AdminReport, ReportRangeQuery } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export interface DashboardReport {
  /** The report of the range; while another range loads, the previous one stays shown. */
  report: AdminReport | undefined;
  /** Whether the shown report is not (yet) the one of the chosen range. */
  isLoading: boolean;
  error: unknown;
  retry(): void;
}

/** `GET admin/reports` for the chosen range, through SWR. */
export function useDashboardReport(query: ReportRangeQuery): DashboardReport {
  const http = useHttpClient();
  const answer = useSWR(
    ['admin/reports', query.startDate, query.endDate, query.timezone],
    () => getAdminReport(http, query),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    report: answer.data?.report,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
