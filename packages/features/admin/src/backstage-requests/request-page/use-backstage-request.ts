import { isHttpError } from '@tonearm/client';
import {
  ADMIN_BACKSTAGE_REQUESTS_RESOURCE,
  deleteAdminRows,
  getAdminBackstageRequest,
  reviewBackstageRequest,
} from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/** One request under review, with the reviewer's actions; each answer replaces what is shown. */
export function useBackstageRequest(id: number) {
  const http = useHttpClient();
  const valid = Number.isSafeInteger(id) && id > 0;
  const answer = useSWR(valid ? [ADMIN_BACKSTAGE_REQUESTS_RESOURCE, id] : null, () =>
    getAdminBackstageRequest(http, id),
  );
  const { mutate } = answer;
  return {
    request: answer.data?.request ?? null,
    error: answer.error as unknown,
    notFound: !valid || (isHttpError(answer.error) && answer.error.status === 404),
    reload: () => void mutate(),
    review: async (decision: 'approve' | 'deny', notes: string, markArtistVerified = false) => {
      const reviewed = await reviewBackstageRequest(http, id, decision, {
        notes: notes.trim() || null,
        ...(markArtistVerified ? { mark_artist_verified: true } : {}),
      });
      await mutate(reviewed, { revalidate: false });
    },
    remove: () => deleteAdminRows(http, ADMIN_BACKSTAGE_REQUESTS_RESOURCE, [id]),
  };
}
