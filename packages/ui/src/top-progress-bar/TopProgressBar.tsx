import { loadingIndicatorVariants, topProgressBarVariants } from './top-progress-bar.variants';
import { useNavigationProgress } from './use-navigation-progress';

export interface TopProgressBarProps {
  /** Whether a navigation is loading, e.g. the router's navigation state is not idle. */
  isLoading: boolean;
  /**
   * What the loading indicator announces.
   * @default 'Loading page'
   */
  'aria-label'?: string;
}

/**
 * The bar along the top of the page while a navigation loads: it appears once loading has lasted
 * 50 ms, and a loading indicator, which screen readers announce, joins it at 500 ms. Quick navigations show and
 * announce nothing. Styling hooks: `[data-slot="top-progress-bar"]`, `[data-slot="loading-indicator"]`.
 */
export function TopProgressBar({ isLoading, 'aria-label': ariaLabel = 'Loading page' }: TopProgressBarProps) {
  const phase = useNavigationProgress(isLoading);
  if (phase === 'idle') return null;
  return (
    <>
      <div
        aria-hidden="true"
        data-slot="top-progress-bar"
        data-phase={phase}
        className={topProgressBarVariants()}
      />
      {phase === 'indicator' && (
        // An indeterminate bar has no value to format: the role is written here rather than through React Aria's
        // ProgressBar, whose module would bring its number formatter onto the first page.
        <div
          role="progressbar"
          aria-label={ariaLabel}
          data-slot="loading-indicator"
          className={loadingIndicatorVariants()}
        >
          <svg viewBox="0 0 24 24" fill="none" className="size-4 motion-safe:animate-spin" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </div>
      )}
    </>
  );
}
