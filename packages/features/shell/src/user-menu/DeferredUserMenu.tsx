import { lazy, Suspense } from 'react';
import type { UserMenuProps } from './UserMenu';

// The menu and its overlay code are needed only by a signed-in user, so a visitor's first page never loads them.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
// The avatar that holds the menu's place too: a visitor's first page, which has no user menu, never loads it.
const Avatar = lazy(() => import('@tonearm/ui/avatar').then((module) => ({ default: module.Avatar })));

/** The user menu, loaded apart from the first page; the avatar holds its place meanwhile so nothing moves. */
export function DeferredUserMenu({ user }: UserMenuProps) {
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center">
          <Suspense fallback={null}>
            <Avatar name={user.name} src={user.image} size="sm" />
          </Suspense>
        </span>
      }
    >
      <UserMenu user={user} />
    </Suspense>
  );
}
