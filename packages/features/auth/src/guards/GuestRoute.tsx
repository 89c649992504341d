import type { BootstrapData } from '@tonearm/client/contract';
import { useBootstrapData, useBootstrapStore } from '@tonearm/shell';
import { type ReactNode, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInTarget } from '../redirect/sign-in-target';
import { useAuthVisit } from '../visit/use-auth-visit';
import { type SignInHandoff, SignInHandoffContext } from './sign-in-handoff';

export interface GuestRouteProps {
  /**
   * Where a signed-in visitor goes when their redirect URI is the very page they opened (the homepage setting can
   * make the login page the site's front page). Without it they stay on the page.
   */
  secondaryRedirectUri?: string;
  /** The guest page; the matched child route when omitted. */
  children?: ReactNode;
}

const pathOf = (target: string) => new URL(target, 'https://tonearm.invalid').pathname;

/**
 * Pages for visitors who are not signed in (login, registration, password reset). A signed-in visitor who opens
 * one is sent to their redirect URI (doc 000 §2); a visitor who signs in on one goes where that page decided.
 */
export function GuestRoute({ secondaryRedirectUri, children }: GuestRouteProps) {
  const { user } = useBootstrapData();
  const store = useBootstrapStore();
  const { pathname } = useLocation();
  const { redirectUri } = useAuthVisit();
  // A ref, not state: it must be set before the store update re-renders this route with the signed-in user.
  const chosenTarget = useRef<string | null>(null);
  const handoff = useMemo<SignInHandoff>(
    () => ({
      complete(bootstrapData: BootstrapData, target: string) {
        chosenTarget.current = target;
        store.set(bootstrapData);
      },
    }),
    [store],
  );

  if (user) {
    const target = chosenTarget.current ?? signInTarget(user, redirectUri);
    if (pathOf(target) !== pathname) return <Navigate to={target} replace />;
    if (secondaryRedirectUri && pathOf(secondaryRedirectUri) !== pathname) {
      return <Navigate to={secondaryRedirectUri} replace />;
    }
  }
  return <SignInHandoffContext value={handoff}>{children ?? <Outlet />}</SignInHandoffContext>;
}
