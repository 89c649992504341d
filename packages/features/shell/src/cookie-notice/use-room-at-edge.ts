import { useCallback, useRef } from 'react';

/** The CSS variables the layout reads to keep the notice's room free at each edge. */
export const ROOM_AT_EDGE_VARIABLES = {
  top: '--cookie-notice-top',
  bottom: '--cookie-notice-bottom',
} as const;

/**
 * Measures a bar fixed to `edge` and publishes its height on the root element as `--cookie-notice-top` or
 * `--cookie-notice-bottom`: the page pads itself by it and the sticky navbar, player bar and phone menu move
 * clear of it. Returns the ref callback for the bar; React calls it with null when the bar goes, which clears.
 */
export function useRoomAtEdge(edge: 'top' | 'bottom' | null): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  const clear = useCallback(() => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement.style;
    root.removeProperty(ROOM_AT_EDGE_VARIABLES.top);
    root.removeProperty(ROOM_AT_EDGE_VARIABLES.bottom);
  }, []);
  return useCallback(
    (element: HTMLElement | null) => {
      clear();
      if (!element || edge === null) return;
      const publish = () =>
        document.documentElement.style.setProperty(
          ROOM_AT_EDGE_VARIABLES[edge],
          `${Math.ceil(element.getBoundingClientRect().height)}px`,
        );
      publish();
      observer.current = new ResizeObserver(publish);
      observer.current.observe(element);
    },
    [edge, clear],
  );
}
