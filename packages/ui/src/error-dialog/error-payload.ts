/**
 * The error payload a failed response carries when the server runs in debug mode. Declared here
 * structurally, so the kit stays independent of the client package that parses it.
 */
export interface ErrorPayload {
  /** The exception's class name, e.g. `Illuminate\Database\QueryException`. */
  exception: string;
  message: string;
  /** Stack frames, innermost first; consecutive vendor frames may arrive already grouped. */
  trace: readonly ErrorTraceEntry[];
  /** How many vendor groups the server made, when it grouped them. */
  totalVendorGroups?: number;
}

export interface ErrorTraceFrame {
  /** The frame's position in the full, ungrouped trace. */
  flatIndex: number;
  /** The source file. */
  path: string;
  lineNumber: number;
  /** The function or method, e.g. `App\Http\Controllers\TrackController->show`. */
  method: string;
  /** Source lines around `lineNumber`, keyed by their line number. */
  codeSnippet?: Readonly<Record<number, string>>;
}

/** A run of frames from third-party code, grouped by the server. */
export interface ErrorTraceVendorGroup {
  vendorGroup: true;
  items: readonly ErrorTraceFrame[];
}

export type ErrorTraceEntry = ErrorTraceFrame | ErrorTraceVendorGroup;
