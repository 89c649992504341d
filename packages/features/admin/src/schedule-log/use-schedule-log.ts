import { getScheduleLog, runScheduledJob } from '@tonearm/client/calls';
import type { JobRun, RunScheduledJobResponse, ScheduledJob } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { type ListQuery, listQueryFromSearchParams, listQueryToSearchParams } from '@tonearm/client/rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { type AdminListState, LIST_SEARCH_PARAMS, nextListQuery } from '../list-page';

const NO_JOBS: ScheduledJob[] = [];

/** The schedule log: a page of runs kept in the address like every admin list, the jobs, and "Run now". */
export interface ScheduleLog extends AdminListState<JobRun> {
  /** Every job the server runs; empty until the first page answers. */
  jobs: ScheduledJob[];
  /** Queues a run of `job` and reloads the log. */
  runNow(job: string): Promise<RunScheduledJobResponse>;
}

/** `GET admin/logs/schedule` for the page, search, sort and filters in the address. */
export function useScheduleLog(): ScheduleLog {
  const http = useHttpClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearchParams(searchParams), [searchParams]);
  const key = ['admin/logs/schedule', listQueryToSearchParams(query).toString()] as const;
  const answer = useSWR(key, () => getScheduleLog(http, query), { keepPreviousData: true });

  const changeQuery = useCallback(
    (change: Partial<ListQuery>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of LIST_SEARCH_PARAMS) next.delete(name);
          const list = listQueryToSearchParams(nextListQuery(listQueryFromSearchParams(current), change));
          for (const [name, value] of list) next.set(name, value);
          return next;
        },
        { replace: change.query !== undefined },
      );
    },
    [setSearchParams],
  );

  const { mutate } = answer;
  const runNow = useCallback(
    async (job: string) => {
      const queued = await runScheduledJob(http, job);
      await mutate();
      return queued;
    },
    [http, mutate],
  );

  return {
    query,
    changeQuery,
    page: answer.data?.pagination,
    jobs: answer.data?.jobs ?? NO_JOBS,
    error: answer.error as unknown,
    isLoading: answer.isLoading || answer.isValidating,
    reload: mutate,
    runNow,
  };
}
