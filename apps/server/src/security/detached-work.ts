import type { AppServices } from '../app-context';
import type { ErrorContext } from '../logging/error-log';

const inFlight = new WeakMap<AppServices, Set<Promise<void>>>();

/**
 * Runs `work` after the answer, so how long it takes tells a visitor nothing: forgot-password and register answer
 * an address with an account as fast as one without (account enumeration). A failure goes to the error log.
 */
export function runDetached(
  services: AppServices,
  work: () => Promise<unknown>,
  context: ErrorContext,
): void {
  const running = work().then(
    () => undefined,
    (error: unknown) => services.errorLog.record(error, context, services.now()).catch(() => undefined),
  );
  let set = inFlight.get(services);
  if (!set) {
    set = new Set();
    inFlight.set(services, set);
  }
  const tracked = set;
  tracked.add(running);
  void running.finally(() => tracked.delete(running));
}

/** Resolves once every detached work started so far has finished; for tests and a graceful stop. */
export async function settleDetachedWork(services: AppServices): Promise<void> {
  await Promise.all([...(inFlight.get(services) ?? [])]);
}
