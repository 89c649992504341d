import { decideAccess, type RouteAccess } from '@tonearm/client/rules';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useBootstrapData } from '../bootstrap';

export interface AccessGuardProps extends RouteAccess {
  /** The guarded page; the matched child route when omitted. */
  children?: ReactNode;
}

/**
 * Lets a visitor into a route only when the access rules allow it (doc 000 §2): a guest on a login-required route
 * goes to /login; a user lacking the route's permission goes to /pricing when billing is on and they are not
 * subscribed, otherwise to /404.
 */
export function AccessGuard({ requiresLogin = false, permission, children }: AccessGuardProps) {
  const { user, guest_role, settings } = useBootstrapData();
  const decision = decideAccess({
    user,
    guestRole: guest_role,
    billingEnabled: settings.billing?.enable ?? false,
    route: { requiresLogin, permission },
  });
  if (!decision.allowed) return <Navigate to={decision.redirectTo} replace />;
  return children ?? <Outlet />;
}
