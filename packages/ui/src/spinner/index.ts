export { Spinner, type SpinnerProps } from './Spinner';
export { type SpinnerVariants, spinnerVariants } from './spinner.variants';
export {
  DelayedVisibility,
  type DelayedVisibilityOptions,
  SPINNER_APPEAR_DELAY_MS,
  SPINNER_MIN_VISIBLE_MS,
  useDelayedVisibility,
} from './use-delayed-visibility';
