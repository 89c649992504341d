import type { ErrorTraceFrame } from './error-payload';

/** The error dialog's words; pass translated ones (each function gets the values to place in its sentence). */
export interface ErrorDialogLabels {
  /** The dialog's title. */
  title: string;
  /** The button that downloads the latest log file. */
  downloadLog: string;
  /** The button that closes the dialog. */
  dismiss: string;
  /** The accessible name of the list of stack frames. */
  stackFrames: string;
  /** A stack frame's accessible name: its method, file and line. */
  frame: (frame: Pick<ErrorTraceFrame, 'method' | 'path' | 'lineNumber'>) => string;
  /** The button that shows a collapsed run of third-party frames. */
  expandVendorFrames: string;
  /** The button that hides them again. */
  collapseVendorFrames: string;
  /** How many frames a run holds, following the reader's plural rules: '3 vendor frames'. */
  vendorFrameCount: (count: number) => string;
}

const englishPlural = new Intl.PluralRules('en');

/** The English words; the title keeps the spelling Tonearm's error screens have always shown. */
export const DEFAULT_ERROR_DIALOG_LABELS: ErrorDialogLabels = {
  title: 'An error occured',
  downloadLog: 'Download log',
  dismiss: 'Dismiss',
  stackFrames: 'Stack frames',
  frame: ({ method, path, lineNumber }) => `${method} at ${path}:${lineNumber}`,
  expandVendorFrames: 'Expand vendor frames',
  collapseVendorFrames: 'Collapse vendor frames',
  vendorFrameCount: (count) =>
    englishPlural.select(count) === 'one' ? `${count} vendor frame` : `${count} vendor frames`,
};
