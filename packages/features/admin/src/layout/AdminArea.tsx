import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { AccessGuard, AccountGate, NotFoundPage, ShellFrame } from '@tonearm/shell';
import { useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AdminLayout } from './AdminLayout';
import type { AdminSlots } from './admin-slots';

export interface AdminAreaProps {
  /** The admin sections of every feature, paths relative to `/admin` (see `adminSection`). */
  sections: RouteObject[];
  /** Parts other features add to the layout, such as the notification bell. */
  slots?: AdminSlots;
}

/**
 * The admin area, the element of the app's `admin/*` route, which the app loads lazily with its sections so that
 * none of it is part of a listener's first visit. It renders the shell's frame (router-aware links, progress bar,
 * toasts, error dialog) and account gate (an unverified or suspended operator sees only that screen), the
 * `admin.access` guard (a guest goes to /login and comes back after signing in), then the admin layout with the
 * section of the address, or the not-found page.
 */
export function AdminArea({ sections, slots = {} }: AdminAreaProps) {
  const routes = useMemo(() => [...sections, { path: '*', element: <NotFoundPage /> }], [sections]);
  const section = useRoutes(routes);
  return (
    <ShellFrame>
      <AccountGate>
        <AccessGuard requiresLogin permission={ADMIN_ACCESS_PERMISSION}>
          <AdminLayout slots={slots}>{section}</AdminLayout>
        </AccessGuard>
      </AccountGate>
    </ShellFrame>
  );
}
