import { getNotifications } from '@tonearm/client';
import type { NotificationListResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCurrentUser } from '@tonearm/shell';
import useSWR from 'swr';
import { notificationsQueryKey } from './notifications-query';

export interface NotificationPage {
  /** The page of notifications, newest first; the previous page while another loads; `undefined` at first. */
  page: NotificationListResponse['pagination'] | undefined;
  /** Why the page could not be loaded. */
  error: unknown;
  retry(): void;
}

/** One page of the signed-in user's notifications (`GET notifications`, 30 a page); nothing for a guest. */
export function useNotificationPage(pageNumber = 1): NotificationPage {
  const http = useHttpClient();
  const user = useCurrentUser();
  const query = useSWR(
    user ? notificationsQueryKey(pageNumber) : null,
    ([, page]) => getNotifications(http, { page }),
    // Moving between pages keeps the last page and its page links on screen, so focus stays on 'Next page'.
    { keepPreviousData: true },
  );
  return {
    page: query.data?.pagination,
    error: query.error as unknown,
    retry: () => void query.mutate(),
  };
}
