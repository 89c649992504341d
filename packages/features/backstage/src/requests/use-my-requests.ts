import { getMyBackstageRequests } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/** The SWR key of the user's own requests, so a submission can refresh them. */
export const MY_REQUESTS_KEY = 'backstage-requests/mine';

/** The user's own requests (newest first) and the artists they speak for. */
export function useMyRequests() {
  const http = useHttpClient();
  return useSWR(MY_REQUESTS_KEY, () => getMyBackstageRequests(http));
}
