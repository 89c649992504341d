import { getUserSessions, logoutOtherSessions } from '@tonearm/client';
import type { Session } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { usePasswordConfirmation } from '../password-confirmation/use-password-confirmation';

/** The query key of the signed-in devices (`GET user-sessions`). */
export const SESSIONS_QUERY_KEY = 'user-sessions';

export interface UserSessions {
  /** The signed-in devices, most recently active first; `undefined` while loading. */
  sessions: Session[] | undefined;
  /** Why the list could not be loaded. */
  error: unknown;
  retry(): void;
  /** Whether the other sessions are being logged out. */
  isLoggingOut: boolean;
  /** Asks for the password, then signs every other device out. */
  logoutOtherSessions(): Promise<void>;
}

/** The devices signed in to the account, and 'Log out other sessions' behind the password (doc 000 §5, §7). */
export function useUserSessions(): UserSessions {
  const http = useHttpClient();
  const withPassword = usePasswordConfirmation();
  const { trans } = useTrans();
  const sessions = useSWR(SESSIONS_QUERY_KEY, () => getUserSessions(http));
  const [isLoggingOut, setLoggingOut] = useState(false);
  return {
    sessions: sessions.data?.sessions,
    error: sessions.error as unknown,
    retry: () => void sessions.mutate(),
    isLoggingOut,
    logoutOtherSessions: async () => {
      setLoggingOut(true);
      try {
        const done = await withPassword('logoutOtherSessions', (password) =>
          logoutOtherSessions(http, { password }),
        );
        if (!done) return;
        toast.positive(trans('Logged out other sessions.'));
        await sessions.mutate();
      } catch (error) {
        showRequestError(error);
      } finally {
        setLoggingOut(false);
      }
    },
  };
}
