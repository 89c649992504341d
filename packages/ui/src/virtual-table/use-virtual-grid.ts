import { defaultRangeExtractor, type Range, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { gridCommandForKey } from './grid-keys';
import { type GridStateOptions, type RowKey, useGridState } from './use-grid-state';

export interface VirtualGridOptions extends GridStateOptions {
  /** Height of every row in pixels. */
  rowHeight: number;
  /** Height of the sticky header row in pixels; 0 without one. */
  headerHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** Called with a row's key on Enter or double click. */
  onRowAction?: ((key: RowKey) => void) | undefined;
  /** Called with a column's position when its header is clicked or receives Enter or Space. */
  onColumnActivate?: ((column: number) => void) | undefined;
}

/** Where the grid's single tab stop is (roving tabindex). */
export type GridTabStop = { kind: 'row'; index: number } | { kind: 'column'; column: number } | null;

export interface VirtualGrid {
  /** Spread on the scrolling `role="grid"` element. */
  gridProps: {
    ref: RefObject<HTMLDivElement | null>;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onFocus: (event: FocusEvent<HTMLDivElement>) => void;
    onClick: (event: MouseEvent<HTMLDivElement>) => void;
    onDoubleClick: (event: MouseEvent<HTMLDivElement>) => void;
  };
  /** The rows to render: those in view, the overscan, and the focused row wherever it is. */
  virtualRows: VirtualItem[];
  /** Height of all rows together, for the element that holds them. */
  totalHeight: number;
  /** Subtract from a virtual row's `start` to place it inside the rows' container. */
  offsetTop: number;
  selectedKeys: ReadonlySet<RowKey>;
  tabStop: GridTabStop;
}

const ROW_SELECTOR = '[data-grid-row]';
const COLUMN_SELECTOR = '[data-column-index]';
const INTERACTIVE_SELECTOR = 'a[href],button,input,select,textarea,[role="button"],[role="link"]';

function insertSorted(indexes: number[], index: number): number[] {
  if (indexes.includes(index)) return indexes;
  const at = indexes.findIndex((value) => value > index);
  if (at === -1) return [...indexes, index];
  return [...indexes.slice(0, at), index, ...indexes.slice(at)];
}

/**
 * Virtualization, keyboard, pointer and focus handling shared by {@link VirtualTable} and {@link VirtualList}:
 * a roving tab stop, WAI-ARIA grid keys, desktop-style clicks, and DOM focus that stays on the focused row while
 * it is scrolled out of view, because that row is always rendered.
 */
export function useVirtualGrid(options: VirtualGridOptions): VirtualGrid {
  const { rowKeys, rowHeight, headerHeight, overscan, onRowAction, onColumnActivate } = options;
  const view = useGridState(options);
  const { state, focusedIndex, focusedColumn } = view;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Set by a key press that moved focus, so the next commit moves DOM focus and scrolls; focus set by a click
  // or by Tab is already where it belongs.
  const moveDomFocus = useRef(false);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focusedIndex >= 0 && focusedIndex < range.count ? insertSorted(indexes, focusedIndex) : indexes;
    },
    [focusedIndex],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => rowKeys[index] ?? index, [rowKeys]);
  const virtualizer = useVirtualizer({
    count: rowKeys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
    // The header sits above the rows inside the same scroller, and rows brought into view stop below it.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });

  const pageSize = (): number => {
    const height = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor((height - headerHeight) / rowHeight));
  };

  useLayoutEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    const grid = scrollRef.current;
    if (!grid) return;
    if (focusedColumn !== null) {
      grid.querySelector<HTMLElement>(`[data-column-index="${focusedColumn}"]`)?.focus();
      return;
    }
    if (focusedIndex < 0) return;
    virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
    grid
      .querySelector<HTMLElement>(`${ROW_SELECTOR}[data-index="${focusedIndex}"]`)
      ?.focus({ preventScroll: true });
  }, [focusedIndex, focusedColumn, virtualizer]);

  const rowKeyOf = (element: Element | null): RowKey | undefined => {
    const index = Number(element?.getAttribute('data-index'));
    return Number.isInteger(index) ? rowKeys[index] : undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys pressed inside a cell's own control (a button, a link) belong to that control.
    if (!target.matches(`${ROW_SELECTOR},${COLUMN_SELECTOR}`)) return;
    const command = gridCommandForKey(event);
    if (!command) return;
    const column = target.getAttribute('data-column-index');
    if (column !== null && (command.type === 'toggle' || command.type === 'activate')) {
      event.preventDefault();
      onColumnActivate?.(Number(column));
      return;
    }
    if (command.type === 'activate') {
      const key = rowKeyOf(target);
      if (key === undefined || !onRowAction) return;
      event.preventDefault();
      onRowAction(key);
      return;
    }
    if (state.run(command, pageSize())) {
      event.preventDefault();
      moveDomFocus.current = true;
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest(ROW_SELECTOR);
    const key = rowKeyOf(row);
    if (key !== undefined) {
      state.focusRow(key);
      return;
    }
    const column = target.closest(COLUMN_SELECTOR)?.getAttribute('data-column-index');
    if (column != null) state.focusColumn(Number(column));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest(ROW_SELECTOR);
    if (row) {
      // A control inside a cell (e.g. a play button) does its own job without changing the selection.
      const control = target.closest(INTERACTIVE_SELECTOR);
      if (control && row.contains(control)) return;
      const key = rowKeyOf(row);
      if (key !== undefined)
        state.press(key, { shiftKey: event.shiftKey, toggleKey: event.ctrlKey || event.metaKey });
      return;
    }
    const column = target.closest(COLUMN_SELECTOR)?.getAttribute('data-column-index');
    if (column != null) onColumnActivate?.(Number(column));
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest(ROW_SELECTOR);
    const control = target.closest(INTERACTIVE_SELECTOR);
    if (!row || (control && row.contains(control))) return;
    const key = rowKeyOf(row);
    if (key !== undefined) onRowAction?.(key);
  };

  let tabStop: GridTabStop = null;
  if (focusedColumn !== null) tabStop = { kind: 'column', column: focusedColumn };
  else if (focusedIndex >= 0) tabStop = { kind: 'row', index: focusedIndex };
  else if ((options.columnCount ?? 0) > 0) tabStop = { kind: 'column', column: 0 };

  return {
    gridProps: { ref: scrollRef, onKeyDown, onFocus, onClick, onDoubleClick },
    virtualRows: virtualizer.getVirtualItems(),
    totalHeight: virtualizer.getTotalSize(),
    offsetTop: headerHeight,
    selectedKeys: view.selectedKeys,
    tabStop,
  };
}
