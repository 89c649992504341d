import { decideAccess, type RouteAccess } from '@tonearm/client/rules';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useBootstrapData } from '../bootstrap';
import { loginPathReturningTo } from './login-return-path';

export interface AccessGuardProps extends RouteAccess {
  /** The guarded page; the matched child route when omitted. */
  children?: ReactNode;
  /**
   * Whether a guest sent to /login comes back to the guarded page once signed in (`/login?redirectUri=…`).
   * @default true
   */
  returnAfterLogin?: boolean;
}

/**
 * Lets a visitor into a route only when the access rules allow it (doc 000 §2): a guest on a login-required route
 * goes to /login; a user lacking the route's permission goes to /pricing when billing is on and they are not
 * subscribed, otherwise to /404. The login page brings the guest back afterwards unless `returnAfterLogin` is off.
 */
export function AccessGuard({
  requiresLogin = false,
  permission,
  returnAfterLogin = true,
  children,
}: AccessGuardProps) {
  const { user, guest_role, settings } = useBootstrapData();
  const { pathname, search } = useLocation();
  const decision = decideAccess({
    user,
    guestRole: guest_role,
    billingEnabled: settings.billing?.enable ?? false,
    route: { requiresLogin, permission },
  });
  if (!decision.allowed) {
    const to =
      returnAfterLogin && decision.redirectTo === '/login'
        ? loginPathReturningTo(`${pathname}${search}`)
        : decision.redirectTo;
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}
