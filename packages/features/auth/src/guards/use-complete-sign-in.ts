import type { BootstrapData } from '@tonearm/client/contract';
import { useBootstrapStore } from '@tonearm/shell';
import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
// From SWR's internals, as `swr` brings `useSWR` along into the chunks every first visit loads.
import { useSWRConfig } from 'swr/_internal';
import { SignInHandoffContext } from './sign-in-handoff';

/**
 * Applies the bootstrap data a sign-in answered with and takes the visitor to `target`, replacing the sign-in page
 * in history (doc 000 §4). Data cached for the guest is dropped so no screen shows it to the signed-in user.
 */
export function useCompleteSignIn(): (bootstrapData: BootstrapData, target: string) => void {
  const handoff = useContext(SignInHandoffContext);
  const store = useBootstrapStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    (bootstrapData, target) => {
      void mutate(() => true, undefined, { revalidate: false });
      if (handoff) {
        handoff.complete(bootstrapData, target);
        return;
      }
      store.set(bootstrapData);
      void navigate(target, { replace: true });
    },
    [handoff, store, navigate, mutate],
  );
}
