import {
  addLocalizationKey,
  getLocalizationLines,
  localizationDownloadUrl,
  saveLocalizationLines,
  uploadLocalizationFile,
} from '@tonearm/client/calls';
import type { AddLocalizationKeyPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { changedLines, linesOfFile, type TranslationDrafts, typeDraft } from './translation-drafts';

/** Lines per page of the translate screen: enough to work through, few enough to keep every field light. */
export const LINES_PER_PAGE = 20;

/**
 * The translate screen's state: one page of lines from the server (searched by key and text), the texts typed so
 * far on any page, and saving only the lines that changed, adding a key and uploading a file.
 */
export function useTranslateLines(localizationId: number) {
  const http = useHttpClient();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [drafts, setDrafts] = useState<TranslationDrafts>({});
  const answer = useSWR(
    ['admin/localizations/lines', localizationId, page, query] as const,
    () => getLocalizationLines(http, localizationId, { page, perPage: LINES_PER_PAGE, query }),
    { keepPreviousData: true },
  );
  const { mutate } = answer;
  const changes = useMemo(() => changedLines(drafts), [drafts]);

  const type = useCallback((key: string, saved: string | null, typed: string) => {
    setDrafts((current) => typeDraft(current, key, saved, typed));
  }, []);

  const search = useCallback((text: string) => {
    setQuery(text);
    setPage(1);
  }, []);

  /** Sends the changed lines; answers how many the server changed. */
  const save = useCallback(async (): Promise<number> => {
    const sent = changes;
    const { changed } = await saveLocalizationLines(http, localizationId, { lines: sent });
    // Lines typed again while the save was on their way stay to be saved.
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([key, draft]) => sent[key] !== draft.typed)),
    );
    await mutate();
    return changed;
  }, [changes, http, localizationId, mutate]);

  const addKey = useCallback(
    async (payload: AddLocalizationKeyPayload) => {
      await addLocalizationKey(http, localizationId, payload);
      await mutate();
    },
    [http, localizationId, mutate],
  );

  /** Applies a localization file; throws `LocalizationFileError` for a file of the wrong shape. */
  const upload = useCallback(
    async (file: File): Promise<number> => {
      const { changed } = await uploadLocalizationFile(http, localizationId, linesOfFile(await file.text()));
      await mutate();
      return changed;
    },
    [http, localizationId, mutate],
  );

  return {
    localization: answer.data?.localization,
    /** The page on screen: the last one answered while the next loads. */
    page: answer.data?.pagination,
    error: answer.error as unknown,
    isLoading: answer.isLoading || answer.isValidating,
    reload: mutate,
    query,
    search,
    goTo: setPage,
    drafts,
    type,
    changeCount: Object.keys(changes).length,
    save,
    addKey,
    upload,
    downloadUrl: localizationDownloadUrl(http, localizationId),
  };
}

export type TranslateLinesState = ReturnType<typeof useTranslateLines>;
