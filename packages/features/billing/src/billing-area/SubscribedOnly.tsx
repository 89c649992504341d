import { isSubscribed } from '@tonearm/client/rules';
import { useCurrentUser } from '@tonearm/shell';
import { Navigate, Outlet } from 'react-router';

/** `/billing` and its sub-routes are for subscribers: anyone else goes to /pricing (doc 001 §2, §8). */
export function SubscribedOnly() {
  const user = useCurrentUser();
  if (!user || !isSubscribed(user)) return <Navigate to="/pricing" replace />;
  return <Outlet />;
}
