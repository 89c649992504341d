import { useEffect } from 'react';
import { cn } from '../utils/cn';
import { Toast } from './Toast';
import { toastQueue } from './toast';
import { toastRegionVariants } from './toast.variants';
import { type ToastPosition, type ToastQueue, useCurrentToast } from './use-toast-queue';

export interface ToastRegionProps {
  /**
   * The queue whose toasts are shown.
   * @default the shared queue that `toast()` writes to
   */
  queue?: ToastQueue;
  /**
   * Where toasts appear unless a toast chooses its own position.
   * @default 'bottom-center'
   */
  position?: ToastPosition;
  /**
   * The landmark's accessible name.
   * @default 'Notifications'
   */
  'aria-label'?: string;
  /** Extra classes for `[data-slot="toast-region"]`. */
  className?: string;
}

/**
 * Mount once near the root of the app. It stays mounted with an empty polite live region, so screen
 * readers announce a toast's message as soon as it appears. Styling hooks: `[data-slot="toast-region"]`,
 * `[data-position]`.
 */
export function ToastRegion({
  queue = toastQueue,
  position = 'bottom-center',
  'aria-label': ariaLabel = 'Notifications',
  className,
}: ToastRegionProps) {
  const current = useCurrentToast(queue);

  useEffect(() => {
    const update = () => queue.setDocumentHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [queue]);

  const shownPosition = current?.position ?? position;
  return (
    <section
      aria-label={ariaLabel}
      data-slot="toast-region"
      data-position={shownPosition}
      // Keeps toasts readable and clickable while a modal hides the rest of the page (React Aria's top layer).
      data-react-aria-top-layer="true"
      className={cn(toastRegionVariants({ position: shownPosition }), className)}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {current?.message}
      </div>
      {current && <Toast key={current.id} toast={current} queue={queue} />}
    </section>
  );
}
