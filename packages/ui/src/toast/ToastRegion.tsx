import { Toast } from './Toast';
import { ToastRegionFrame, type ToastRegionFrameProps } from './ToastRegionFrame';

export type ToastRegionProps = Omit<ToastRegionFrameProps, 'toast'>;

/**
 * Mount once near the root of the app. It stays mounted with an empty polite live region, so screen
 * readers announce a toast's message as soon as it appears. Styling hooks: `[data-slot="toast-region"]`,
 * `[data-position]`.
 */
export function ToastRegion(props: ToastRegionProps) {
  return <ToastRegionFrame {...props} toast={Toast} />;
}
