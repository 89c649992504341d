import {
  deleteErrorLogFile,
  errorLogFileUrl,
  getErrorLogEntries,
  getErrorLogFiles,
} from '@tonearm/client/calls';
import type { ErrorLogEntry, ErrorLogFile } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { type ListQuery, listQueryFromSearchParams, listQueryToSearchParams } from '@tonearm/client/rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { type AdminListState, LIST_SEARCH_PARAMS, nextListQuery } from '../list-page';

const NO_FILES: ErrorLogFile[] = [];
const NO_ENTRIES = { data: [] as ErrorLogEntry[], total: 0 };
/** The address parameter naming the file on screen. */
const FILE_PARAM = 'file';

/** The error log screen's state: the files, the one on screen, and a page of its entries. */
export interface ErrorLog extends AdminListState<ErrorLogEntry> {
  files: ErrorLogFile[];
  /** Whether the file list is still loading. */
  filesLoading: boolean;
  filesError: unknown;
  /** The file on screen: the one in the address, or the newest; `null` when there is none. */
  selected: ErrorLogFile | null;
  selectFile(name: string): void;
  /** Where the selected file downloads from. */
  downloadUrl: string | null;
  /** Deletes the selected file and shows the newest one left. */
  deleteSelected(): Promise<void>;
}

/**
 * `GET admin/logs/error` for the files and `GET admin/logs/error/{file}` for the page, search and file in the
 * address, so a file's entries can be linked to.
 */
export function useErrorLog(): ErrorLog {
  const http = useHttpClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filesAnswer = useSWR('admin/logs/error', () => getErrorLogFiles(http));
  const files = filesAnswer.data?.files ?? NO_FILES;
  const asked = searchParams.get(FILE_PARAM);
  const selected = files.find((file) => file.name === asked) ?? files[0] ?? null;
  const query = useMemo(() => listQueryFromSearchParams(searchParams), [searchParams]);
  const key = selected
    ? (['admin/logs/error/{file}', selected.name, listQueryToSearchParams(query).toString()] as const)
    : null;
  const answer = useSWR(
    key,
    ([, name]) =>
      getErrorLogEntries(http, name, { page: query.page, perPage: query.perPage, query: query.query }),
    { keepPreviousData: true },
  );

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

  const selectFile = useCallback(
    (name: string) => setSearchParams(new URLSearchParams({ [FILE_PARAM]: name })),
    [setSearchParams],
  );

  const { mutate: reloadFiles } = filesAnswer;
  const selectedName = selected?.name ?? null;
  const deleteSelected = useCallback(async () => {
    if (selectedName === null) return;
    await deleteErrorLogFile(http, selectedName);
    setSearchParams(new URLSearchParams());
    await reloadFiles();
  }, [http, selectedName, setSearchParams, reloadFiles]);

  return {
    query,
    changeQuery,
    // Without a file there is nothing to load: the empty state shows at once.
    page: selected ? answer.data?.pagination : filesAnswer.data ? NO_ENTRIES : undefined,
    error: (answer.error ?? filesAnswer.error) as unknown,
    isLoading: filesAnswer.isLoading || answer.isLoading || answer.isValidating,
    reload: () => (key ? answer.mutate() : reloadFiles()),
    files,
    filesLoading: filesAnswer.isLoading,
    filesError: filesAnswer.error as unknown,
    selected,
    selectFile,
    downloadUrl: selected ? errorLogFileUrl(http, selected.name) : null,
    deleteSelected,
  };
}
