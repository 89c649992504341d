import { AdminArea, routes as adminSections } from '@tonearm/admin';
import { DeferredNotificationBell } from '@tonearm/notifications';

// The admin area's sections, paths relative to `/admin`.
const sections = adminSections;
const slots = { notificationBell: <DeferredNotificationBell /> };

/**
 * The `admin/*` route's screen: the admin area with its sections. The route table loads this module lazily, so the
 * admin area adds one route, and no code, to a listener's first visit.
 */
export function AdminAreaRoute() {
  return <AdminArea sections={sections} slots={slots} />;
}
