/**
 * The HTTP status an error carries, read structurally from its `status` property so any error shape with a
 * numeric status (the client's HTTP errors, a plain `{status: 404}`) is understood. `undefined` otherwise.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
