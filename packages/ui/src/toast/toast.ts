import { type ToastOptions, ToastQueue } from './use-toast-queue';

type TypedToastOptions = Omit<ToastOptions, 'type'>;

export interface ToastApi {
  /** Shows a toast (positive unless `options.type` says otherwise) and returns its id. */
  (message: string, options?: ToastOptions): string;
  /** Shows a positive toast for 3000 ms. */
  positive(message: string, options?: TypedToastOptions): string;
  /** Shows a danger toast for 8000 ms. */
  danger(message: string, options?: TypedToastOptions): string;
  /** Shows a loading toast that stays until it is dismissed or replaced. */
  loading(message: string, options?: TypedToastOptions): string;
  /** Dismisses the toast with `id`, or the current toast when no id is given. */
  dismiss(id?: string): void;
}

/** Binds the imperative toast functions to `queue`. */
export function createToastApi(queue: ToastQueue): ToastApi {
  const show = (message: string, options?: ToastOptions) => queue.show(message, options);
  return Object.assign(show, {
    positive: (message: string, options?: TypedToastOptions) =>
      queue.show(message, { ...options, type: 'positive' }),
    danger: (message: string, options?: TypedToastOptions) =>
      queue.show(message, { ...options, type: 'danger' }),
    loading: (message: string, options?: TypedToastOptions) =>
      queue.show(message, { ...options, type: 'loading' }),
    dismiss: (id?: string) => queue.dismiss(id),
  });
}

/** The queue behind `toast()`, read by a `<ToastRegion>` that has no `queue` of its own. */
export const toastQueue = new ToastQueue();

/**
 * Shows toasts from anywhere, including code outside React (request error handlers, upload callbacks).
 * A mounted `<ToastRegion>` displays them.
 */
export const toast: ToastApi = createToastApi(toastQueue);
