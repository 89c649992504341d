import { deleteAccount, logout } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useBootstrapStore, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useAccount } from '../account/use-account';
import { usePasswordConfirmation } from '../password-confirmation/use-password-confirmation';

/**
 * Deletes the signed-in account (`DELETE users/{id}?deleteCurrentUser=true`, behind the password), then carries on
 * as a guest: the guest's bootstrap data replaces the user's, cached data is dropped and the app goes home with
 * 'Account deleted'.
 */
export function useDeleteAccount() {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const withPassword = usePasswordConfirmation();
  const { user } = useAccount();
  const { trans } = useTrans();
  const [isDeleting, setDeleting] = useState(false);

  const continueAsGuest = async () => {
    try {
      // The account's session already ended; this answers with a guest's bootstrap data.
      const { bootstrapData } = await logout(http);
      await mutate(() => true, undefined, { revalidate: false });
      // Committed at once, so the access guard of this login-only page sends the new guest to /login right
      // here; the navigation home that follows is the last word.
      flushSync(() => store.set(bootstrapData));
      await navigate('/', { replace: true });
      toast.positive(trans('Account deleted'));
    } catch {
      window.location.assign('/');
    }
  };

  return {
    isDeleting,
    deleteAccount: async () => {
      setDeleting(true);
      try {
        const deleted = await withPassword('deleteAccount', () => deleteAccount(http, user.id));
        if (deleted) await continueAsGuest();
      } catch (error) {
        showRequestError(error);
      } finally {
        setDeleting(false);
      }
    },
  };
}
