import type { HttpClient } from '@tonearm/client';
import { bootstrapDataSchema } from '@tonearm/client/contract';
import type { BootstrapStore } from './bootstrap-store';

/** The header the server sets on the 403 it answers every call of a suspended account with. */
export const ACCOUNT_SUSPENDED_HEADER = 'X-Account-Suspended';

type Send = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Wraps the client's `fetch` so that the first call the server refuses because the account was suspended runs
 * `onSuspended`: an open tab then learns of the suspension from whatever call it makes next (doc 000 §2), without a
 * reload. Calls made while `onSuspended` is still running do not run it again.
 */
export function watchForSuspension(
  onSuspended: () => Promise<void>,
  send: Send = (input, init) => globalThis.fetch(input, init),
): Send {
  let running: Promise<void> | null = null;
  return async (input, init) => {
    const response = await send(input, init);
    if (response.status === 403 && response.headers.get(ACCOUNT_SUSPENDED_HEADER) === '1' && !running) {
      running = onSuspended()
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
    }
    return response;
  };
}

/**
 * Replaces the bootstrap data with the server's current one, so the account gate reads the suspension and shows
 * the suspended screen in place of every page.
 */
export async function refreshBootstrapData(http: HttpClient, store: BootstrapStore): Promise<void> {
  store.set(
    await http.get('bootstrap-data', { schema: bootstrapDataSchema, callName: 'GET bootstrap-data' }),
  );
}
