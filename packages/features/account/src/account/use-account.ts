import { getUser } from '@tonearm/client';
import type { User } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useBootstrapStore, useCurrentUser } from '@tonearm/shell';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The query key of the signed-in user with roles, social profiles and tokens (`GET users/me`). */
export const ACCOUNT_QUERY_KEY = 'users/me';

export interface Account {
  /** The signed-in user, as the bootstrap data holds it. */
  user: User;
  /** Puts a user the server answered with into the bootstrap data, so the navbar and every panel show it. */
  replaceUser(user: User): void;
  /** Fetches the user again (after a change whose answer does not carry the user). */
  refresh(): Promise<void>;
}

/**
 * The signed-in user of the account area. The bootstrap data is the one copy every screen reads; opening the
 * account area refreshes it from `GET users/me`. Only for screens behind the login guard.
 */
export function useAccount(): Account {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const user = useCurrentUser();
  const replaceUser = useCallback((next: User) => store.set({ ...store.get(), user: next }), [store]);
  const { mutate } = useSWR(user ? ACCOUNT_QUERY_KEY : null, () => getUser(http, 'me'), {
    onSuccess: (answer) => replaceUser(answer.user),
  });
  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);
  if (!user) throw new Error('useAccount is for signed-in screens only.');
  return { user, replaceUser, refresh };
}
