import { useCurrentUser } from '@tonearm/shell';
import { lazy, Suspense } from 'react';
import { BellIcon } from '../icons/bell-icon';

// The popover and the list behind the bell are for signed-in users only: a visitor's first page never loads them.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/** The navbar's notification bell, loaded apart from the first page; the icon holds its place meanwhile. */
export function DeferredNotificationBell() {
  if (!useCurrentUser()) return null;
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center text-muted-foreground"
        >
          <BellIcon className="size-5" />
        </span>
      }
    >
      <NotificationBell />
    </Suspense>
  );
}
