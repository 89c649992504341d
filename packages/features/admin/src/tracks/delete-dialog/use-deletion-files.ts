import { getCatalogueDeletionFiles } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/**
 * The stored files deleting `ids` of `resource` would remove, asked for only while the confirmation is open
 * (`ids` empty), and asked again each time it opens, so the list is never older than the dialog.
 */
export function useDeletionFiles(resource: string, ids: readonly number[]) {
  const http = useHttpClient();
  const answer = useSWR(
    ids.length === 0 ? null : [resource, 'deletion-files', ids.join(',')],
    () => getCatalogueDeletionFiles(http, resource, ids),
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  return {
    files: answer.data?.files,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    reload: answer.mutate,
  };
}
