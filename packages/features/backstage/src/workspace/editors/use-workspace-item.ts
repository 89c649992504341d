import { isHttpError } from '@tonearm/client';
import { useCallback } from 'react';
import useSWR from 'swr';

/** One of the artist's items loaded for its page: the item, whether it is missing (or not theirs), and saving it. */
export interface WorkspaceItem<Item, Payload, Answer> {
  item: Item | undefined;
  /** The server answered 404 (or 403 without `music.create`): the page shows not-found, revealing nothing. */
  isMissing: boolean;
  error: unknown;
  reload(): void;
  save(payload: Payload): Promise<Answer>;
}

/**
 * Loads an item through `load` and saves it through `store`, keeping the saved answer as the loaded one. `key`
 * names the item in the query cache (`['backstage/workspace/tracks', 7]`).
 */
export function useWorkspaceItem<Item, Payload, Answer>(
  key: readonly [string, number],
  load: () => Promise<Answer>,
  store: (payload: Payload) => Promise<Answer>,
  pick: (answer: Answer) => Item,
): WorkspaceItem<Item, Payload, Answer> {
  const answer = useSWR(key, load, { shouldRetryOnError: false });
  const { mutate } = answer;
  const save = useCallback(
    async (payload: Payload) => {
      const saved = await store(payload);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [store, mutate],
  );
  const error = answer.error as unknown;
  return {
    item: answer.data === undefined ? undefined : pick(answer.data),
    isMissing: isHttpError(error) && (error.status === 404 || error.status === 403),
    error,
    reload: () => void mutate(),
    save,
  };
}
