import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the visitor asked for less motion; content then grows only when they ask for it. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Calls `onVisible` when `target` comes within 400 px of the viewport. `round` starts a new observation (pass the
 * number of items shown): an observer reports only changes, so a marker still in view after a short page loaded
 * would otherwise never ask for the next one.
 */
export function useScrolledIntoView(
  target: RefObject<Element | null>,
  onVisible: () => void,
  { enabled, round }: { enabled: boolean; round: number },
): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each round observes afresh, as said above.
  useEffect(() => {
    const node = target.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, enabled, round]);
}
