/** The header the server sets on the 403 it answers every call of a suspended account with. */
export const ACCOUNT_SUSPENDED_HEADER = 'X-Account-Suspended';

type Send = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Wraps the client's `fetch` so that the first call the server refuses because the account was suspended runs
 * `onSuspended` once: an open tab learns of the suspension from whatever call it makes next (doc 000 §2). The app
 * reloads the page then, and the server's bootstrap data shows the suspended screen in place of every page.
 */
export function watchForSuspension(
  onSuspended: () => void,
  send: Send = (input, init) => globalThis.fetch(input, init),
): Send {
  let told = false;
  return async (input, init) => {
    const response = await send(input, init);
    if (!told && response.status === 403 && response.headers.get(ACCOUNT_SUSPENDED_HEADER) === '1') {
      told = true;
      onSuspended();
    }
    return response;
  };
}
