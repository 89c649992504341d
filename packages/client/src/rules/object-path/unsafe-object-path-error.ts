/** Thrown when an object path names a segment that would reach an object's prototype. */
export class UnsafeObjectPathError extends Error {
  override readonly name = 'UnsafeObjectPathError';
  /** The path as it was given. */
  readonly path: string | ReadonlyArray<string>;
  /** The forbidden segment found in it. */
  readonly segment: string;

  constructor(path: string | ReadonlyArray<string>, segment: string) {
    const shown = typeof path === 'string' ? path : path.join('.');
    super(`Refused the object path "${shown}": the segment "${segment}" is not allowed.`);
    this.path = path;
    this.segment = segment;
  }
}

/** Whether a value is an {@link UnsafeObjectPathError}. */
export function isUnsafeObjectPathError(error: unknown): error is UnsafeObjectPathError {
  return error instanceof UnsafeObjectPathError;
}
