import { isRouteErrorResponse } from 'react-router';

/** The HTTP status behind a route error: a thrown `Response`, a route error response or an HTTP client error. */
export function routeErrorStatus(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}
