import { isHttpError } from '@tonearm/client';
import { getBackstageRequest } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/** One of the user's requests; `notFound` when it is not theirs or does not exist (the server answers 404 alike). */
export function useSubmittedRequest(id: number) {
  const http = useHttpClient();
  const answer = useSWR(Number.isSafeInteger(id) && id > 0 ? ['backstage-requests', id] : null, () =>
    getBackstageRequest(http, id),
  );
  const notFound =
    !Number.isSafeInteger(id) || id <= 0 || (isHttpError(answer.error) && answer.error.status === 404);
  return { request: answer.data?.request ?? null, error: answer.error as unknown, notFound };
}
