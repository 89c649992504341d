/** A controller aborted with the reason of any of `signals` (AbortSignal.any is missing before Safari 17.4). */
export function linkedAbortController(...signals: readonly AbortSignal[]): {
  controller: AbortController;
  unlink: () => void;
} {
  const controller = new AbortController();
  const listeners = signals.map((signal) => {
    const onAbort = () => controller.abort(signal.reason);
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  });
  const unlink = () => {
    for (const remove of listeners) remove();
  };
  return { controller, unlink };
}

/** Rejects with the signal's reason if it has fired. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}
