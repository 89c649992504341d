import type { BootstrapData } from '@tonearm/client/contract';
import { useCallback } from 'react';
import { useAuthVisit } from '../visit/use-auth-visit';
import { signInTarget } from './sign-in-target';

/** Where the visitor goes with the bootstrap data a sign-in answered with (see `signInTarget`). */
export function useSignInTarget(): (bootstrapData: BootstrapData) => string {
  const { redirectUri } = useAuthVisit();
  return useCallback(
    (bootstrapData) => (bootstrapData.user ? signInTarget(bootstrapData.user, redirectUri) : '/'),
    [redirectUri],
  );
}
