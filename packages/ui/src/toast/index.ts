export { Toast, type ToastProps } from './Toast';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export { ToastRegionFrame, type ToastRegionFrameProps } from './ToastRegionFrame';
export { createToastApi, type ToastApi, toast, toastQueue } from './toast';
export {
  toastIconVariants,
  toastRegionVariants,
  toastVariants,
} from './toast.variants';
export {
  createToastId,
  TOAST_DANGER_DURATION_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_ID_LENGTH,
  type Toast as ToastRecord,
  type ToastAction,
  type ToastButtonAction,
  type ToastHoldReason,
  type ToastLinkAction,
  type ToastOptions,
  type ToastPosition,
  ToastQueue,
  type ToastType,
  toastDurationFor,
  useCurrentToast,
} from './use-toast-queue';
