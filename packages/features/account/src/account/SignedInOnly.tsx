import { useCurrentUser } from '@tonearm/shell';
import type { ReactNode } from 'react';

/**
 * Renders its children only while someone is signed in. The account screens need a user, and the bootstrap data
 * drops it (logout, account deletion) just before the app navigates away; the login guard of the route keeps
 * guests from arriving in the first place.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useCurrentUser() ? children : null;
}
