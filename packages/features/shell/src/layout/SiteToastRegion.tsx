import { ToastRegionFrame } from '@tonearm/ui';
import { lazy } from 'react';
import { useTrans } from '../i18n';

// A toast is drawn only once one is shown, so its drawing stays out of every first visit; the region's live region
// announces the message at once.
const Toast = lazy(() => import('@tonearm/ui/toast').then((module) => ({ default: module.Toast })));

/** Where the site's toasts appear, named in the visitor's language. */
export function SiteToastRegion() {
  const { trans } = useTrans();
  return <ToastRegionFrame aria-label={trans('Notifications')} toast={Toast} />;
}
