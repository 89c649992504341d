import { getOutgoingEmailPreview } from '@tonearm/client/calls';
import { outgoingEmailSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';
import { useAdminList } from '../list-page';

/** The resource of the outgoing email log. */
export const OUTGOING_EMAIL_LOG_RESOURCE = 'logs/outgoing-email';

/** Every mail the site sent or tried to send, a page at a time with its search, sort and filters in the address. */
export function useOutgoingEmailLog() {
  return useAdminList(OUTGOING_EMAIL_LOG_RESOURCE, outgoingEmailSchema);
}

/** One mail's redacted preview, asked for while `id` is not `null`. */
export function useOutgoingEmailPreview(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['logs/outgoing-email/{id}/preview', id], ([, mail]) =>
    getOutgoingEmailPreview(http, mail),
  );
  return { preview: answer.data, error: answer.error as unknown, isLoading: answer.isLoading };
}
