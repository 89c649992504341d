import { type RefObject, useEffect, useRef, useState } from 'react';

/** Pixels from the list's top or bottom edge where a dragged row scrolls the list. */
export const DRAG_SCROLL_EDGE = 40;
/** Pixels the list scrolls per frame while a dragged row is held at an edge. */
export const DRAG_SCROLL_STEP = 12;

/** The row a pointer at `offsetY` (pixels below the first row's top) drops on, within `count` rows. */
export function dropIndexAt(offsetY: number, rowHeight: number, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.floor(offsetY / rowHeight)));
}

/** Where the drop line goes, in rows from the top: under the target when moving down, above it when moving up. */
export function dropLineRow(from: number, to: number): number {
  return to > from ? to + 1 : to;
}

export interface RowDragOptions {
  /** The element around the grid; rows and their `[data-drag-handle]` are found inside it. */
  wrapperRef: RefObject<HTMLElement | null>;
  rowHeight: number;
  rowCount: number;
  /** Called once on drop when the row landed somewhere else; off when undefined. */
  onMove: ((from: number, to: number) => void) | undefined;
}

/** The drop line while a row is dragged: pixels from the wrapper's top. */
export interface RowDragState {
  from: number;
  to: number;
  lineTop: number;
}

/**
 * Reordering rows by pointer: pressing a row's `[data-drag-handle]` and moving draws a drop line, holding near an
 * edge scrolls, releasing moves the row, Escape cancels. Pointer events serve mouse, pen and touch alike (HTML
 * drag and drop has no touch support in several mobile browsers), and listening on the window keeps the drag alive
 * when the virtualized row under the pointer is recycled.
 */
export function useRowDrag({ wrapperRef, rowHeight, rowCount, onMove }: RowDragOptions): RowDragState | null {
  const [drag, setDrag] = useState<RowDragState | null>(null);
  const latest = useRef({ rowHeight, rowCount, onMove });
  latest.current = { rowHeight, rowCount, onMove };
  const enabled = Boolean(onMove);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !enabled) return;
    const body = () => wrapper.querySelector<HTMLElement>('[data-slot="virtual-table-body"]');
    const scroller = () => wrapper.querySelector<HTMLElement>('[data-slot="virtual-table"]');
    let current: { from: number; to: number; y: number; frame: number } | null = null;

    const place = () => {
      const rows = body();
      if (!current || !rows) return;
      const { rowHeight: height, rowCount: count } = latest.current;
      const top = rows.getBoundingClientRect().top;
      current.to = dropIndexAt(current.y - top, height, count);
      setDrag({
        from: current.from,
        to: current.to,
        lineTop: top - wrapper.getBoundingClientRect().top + dropLineRow(current.from, current.to) * height,
      });
    };
    const scrollAtEdges = () => {
      const list = scroller();
      if (!current || !list) return;
      const box = list.getBoundingClientRect();
      const headerBottom = body()?.getBoundingClientRect().top ?? box.top;
      const step =
        current.y < Math.max(box.top, headerBottom) + DRAG_SCROLL_EDGE
          ? -DRAG_SCROLL_STEP
          : current.y > box.bottom - DRAG_SCROLL_EDGE
            ? DRAG_SCROLL_STEP
            : 0;
      if (step !== 0) {
        list.scrollTop += step;
        place();
      }
      current.frame = requestAnimationFrame(scrollAtEdges);
    };
    const stop = (commit: boolean) => {
      if (!current) return;
      cancelAnimationFrame(current.frame);
      const { from, to } = current;
      current = null;
      setDrag(null);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('keydown', onKeyDown, true);
      if (commit && from !== to) latest.current.onMove?.(from, to);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!current) return;
      current.y = event.clientY;
      place();
    };
    const onPointerUp = () => stop(true);
    const onPointerCancel = () => stop(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      stop(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return;
      const handle = event.target.closest('[data-drag-handle]');
      const row = handle?.closest('[data-grid-row]');
      const from = Number(row?.getAttribute('data-index'));
      if (!handle || !row || !Number.isInteger(from)) return;
      // Keeps the press from selecting text while the pointer moves.
      event.preventDefault();
      current = { from, to: from, y: event.clientY, frame: requestAnimationFrame(scrollAtEdges) };
      place();
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerCancel);
      window.addEventListener('keydown', onKeyDown, true);
    };
    wrapper.addEventListener('pointerdown', onPointerDown);
    return () => {
      wrapper.removeEventListener('pointerdown', onPointerDown);
      stop(false);
    };
  }, [wrapperRef, enabled]);

  return drag;
}
