import type { ComponentType } from 'react';

/** What a case module gives the bench page: our component and the raw React Aria Components equivalent. */
export interface BenchCaseModule {
  /** Built from `@tonearm/ui`. */
  Ours: ComponentType;
  /**
   * The same thing from react-aria-components alone, with the same portal, placement and CSS classes (from
   * `raw-styles.ts`, worked out once), so the two differ only by the kit's own layers.
   */
  Raw: ComponentType;
  /** Brings the page back to its starting state when a key press cannot (e.g. dismisses a toast). */
  reset?: () => void;
}
