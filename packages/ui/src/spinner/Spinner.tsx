import { ProgressBarContext, useSlottedContext } from 'react-aria-components';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import { type SpinnerVariants, spinnerVariants } from './spinner.variants';
import { useDelayedVisibility } from './use-delayed-visibility';

export interface SpinnerProps extends SpinnerVariants {
  /**
   * Whether the work the spinner stands for is in progress. The spinner appears only after 50 ms of work and, once
   * shown, stays at least 200 ms; keep it mounted and flip this flag so the minimum can apply.
   * @default true
   */
  isLoading?: boolean;
  /**
   * What is loading, read by screen readers. Inside a pending `Button` it is appended to the button's name.
   * @default 'Loading', or the `loading` of the nearest `KitStringsProvider`
   */
  'aria-label'?: string;
  /**
   * The size of the glyph.
   * @default 'md'
   */
  size?: SpinnerVariants['size'];
  /** Extra classes for the `[data-slot="spinner"]` element. */
  className?: string;
}

/** An indeterminate progress indicator that never flickers (it appears after 50 ms and, once shown, stays at least 200 ms). */
export function Spinner({ isLoading = true, 'aria-label': ariaLabel, size, className }: SpinnerProps) {
  // Inside a pending Button, React Aria hands over the id it appends to the button's aria-labelledby, so the
  // pending state is announced with this label.
  const progressBar = useSlottedContext(ProgressBarContext);
  const isVisible = useDelayedVisibility(isLoading);
  const { loading } = useKitStrings();
  if (!isVisible) return null;
  // The progressbar role is rendered here rather than by React Aria's ProgressBar: an indeterminate bar has no value
  // to format, and that component's number formatter would weigh on every Button (~1.8 kB gzip).
  return (
    <div
      role="progressbar"
      id={progressBar?.id}
      aria-label={ariaLabel ?? loading}
      data-slot="spinner"
      className={cn(spinnerVariants({ size }), className)}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        className="size-full animate-spin"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
