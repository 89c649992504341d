import { type ComponentType, Suspense, useEffect } from 'react';
import { cn } from '../utils/cn';
import type { ToastProps } from './Toast';
import { toastQueue } from './toast';
import { toastRegionVariants } from './toast.variants';
import { type ToastPosition, type ToastQueue, useCurrentToast } from './use-toast-queue';

export interface ToastRegionFrameProps {
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
  /** Draws the toast shown: the kit's `Toast`, or a lazily loaded one. */
  toast: ComponentType<ToastProps>;
}

/**
 * `ToastRegion` drawing its toasts with the component it is given, so an app can load the kit's `Toast` lazily and
 * keep it out of its first page: the live region announces a message at once, the toast is drawn once loaded.
 */
export function ToastRegionFrame({
  queue = toastQueue,
  position = 'bottom-center',
  'aria-label': ariaLabel = 'Notifications',
  className,
  toast: ToastComponent,
}: ToastRegionFrameProps) {
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
      <Suspense fallback={null}>
        {current && <ToastComponent key={current.id} toast={current} queue={queue} />}
      </Suspense>
    </section>
  );
}
