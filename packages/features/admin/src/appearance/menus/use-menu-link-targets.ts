import { getMenuLinkTargets } from '@tonearm/client/calls';
import type { MenuLinkTarget } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/**
 * The custom pages or channels whose name holds `query`, as the server finds them (the first few, by name); the
 * last answer stays shown while the next one loads.
 */
export function useMenuLinkTargets(type: 'page' | 'channel', query: string) {
  const http = useHttpClient();
  const answer = useSWR(
    ['admin/appearance/menu-links', type, query.trim()],
    () => getMenuLinkTargets(http, { type, query: query.trim() }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const targets: MenuLinkTarget[] = answer.data?.results ?? [];
  return { targets, isLoading: answer.isLoading, error: answer.error as unknown };
}
