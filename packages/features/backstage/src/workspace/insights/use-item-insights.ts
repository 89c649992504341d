import { getWorkspaceInsights } from '@tonearm/client/calls';
import type { AdminReport, ReportRangeQuery } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';
import type { WorkspaceItemKind } from '../item-paths';

/** The insights of one of the artist's items for a range; the previous range's stay shown while the next loads. */
export function useItemInsights(kind: WorkspaceItemKind, id: number, query: ReportRangeQuery) {
  const http = useHttpClient();
  const answer = useSWR(
    ['backstage/workspace/insights', kind, id, query.startDate, query.endDate, query.timezone],
    () => getWorkspaceInsights(http, kind, id, query),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    report: answer.data?.report as AdminReport | undefined,
    isLoading: answer.isLoading || answer.isValidating,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
