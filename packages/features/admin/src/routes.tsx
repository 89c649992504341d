import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { AccessGuard, AccountGate, RouteErrorPage, ShellFrame } from '@tonearm/shell';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AdminSlots } from './layout/admin-slots';

/**
 * One section of the admin area: its path under `/admin` (`{ index: true }` for `/admin` itself), the permission
 * it needs besides `admin.access` (doc 001 §6), and its screen, loaded on the first visit.
 */
export function adminSection(
  path: string | { index: true },
  permission: string,
  loadScreen: () => Promise<ComponentType>,
): RouteObject {
  const screen = { lazy: async () => ({ Component: await loadScreen() }) };
  return {
    element: <AccessGuard requiresLogin permission={permission} />,
    children: [typeof path === 'string' ? { path, ...screen } : { index: true, ...screen }],
  };
}

/**
 * The admin feature's own sections. A section joins with one line here and one item in the server's
 * `admin-sidebar` menu (`apps/server/src/settings/default-menus.ts`); see the README.
 */
export const routes: RouteObject[] = [
  adminSection(
    { index: true },
    ADMIN_ACCESS_PERMISSION,
    async () => (await import('./dashboard/DashboardPage')).DashboardPage,
  ),
  adminSection('plans', 'plans.update', async () => (await import('./plans/PlansListPage')).PlansListPage),
  adminSection(
    'plans/new',
    'plans.update',
    async () => (await import('./plans/PlanEditorPage')).PlanEditorPage,
  ),
  adminSection(
    'plans/:planId/edit',
    'plans.update',
    async () => (await import('./plans/PlanEditorPage')).PlanEditorPage,
  ),
  adminSection(
    'subscriptions',
    'subscriptions.update',
    async () => (await import('./subscriptions/SubscriptionsPage')).SubscriptionsPage,
  ),
  adminSection('roles', 'roles.update', async () => (await import('./roles/RolesListPage')).RolesListPage),
  adminSection(
    'roles/new',
    'roles.update',
    async () => (await import('./roles/RoleEditorPage')).RoleEditorPage,
  ),
  adminSection(
    'roles/:roleId/edit',
    'roles.update',
    async () => (await import('./roles/RoleEditorPage')).RoleEditorPage,
  ),
  adminSection('users', 'users.update', async () => (await import('./users/users-list/UsersPage')).UsersPage),
  // `/admin/users/{id}` opens the details tab; each tab is its own address.
  adminSection(
    'users/:userId/:tab?',
    'users.update',
    async () => (await import('./users/user-page/UserPage')).UserPage,
  ),
];

/**
 * The admin area's layout route at `/admin`, for the app's route table; `sections` are every feature's admin
 * sections, paths relative to `/admin`. It renders in the shell's frame (router-aware links, progress bar, toasts,
 * error dialog, the account gate) without the site's navbar, footer and player. Every path needs `admin.access`: a
 * guest goes to /login and comes back after signing in. The layout and each screen load only on admin pages.
 */
export function adminRoutes(sections: RouteObject[], slots: AdminSlots = {}): RouteObject[] {
  return [
    {
      element: (
        <ShellFrame>
          <AccountGate>
            <AccessGuard requiresLogin permission={ADMIN_ACCESS_PERMISSION} returnAfterLogin />
          </AccountGate>
        </ShellFrame>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        {
          // The layout route holds the path, so `/admin` matches (and shows the navigation) with or without an
          // index section.
          path: 'admin',
          lazy: async () => {
            const { AdminLayout } = await import('./layout/AdminLayout');
            return { element: <AdminLayout slots={slots} /> };
          },
          children: sections,
        },
      ],
    },
  ];
}
