import { lazy, type ReactNode, Suspense } from 'react';
import { useCurrentUser } from '../bootstrap';

// The sidebar is a listener's frame: a guest (every first visit, the sign-in page) keeps the navbar's menu and
// never fetches it, and a listener's page draws before it.
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

/** The sidebar for a signed-in listener, loaded apart from the page; nothing for a guest. */
export function DeferredSidebar({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar>{children}</Sidebar>
    </Suspense>
  );
}
