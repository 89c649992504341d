import { useState, useSyncExternalStore } from 'react';
import type { GridCommand, GridMove } from './grid-keys';

/** Identifies a row across sorting, filtering and scrolling, e.g. a track id. */
export type RowKey = string | number;

/** How many rows may be selected at once. */
export type SelectionMode = 'none' | 'single' | 'multiple';

/** Modifier keys held during a click on a row. */
export interface RowPressModifiers {
  /** Shift: select the rows between the anchor and the pressed row. */
  shiftKey: boolean;
  /** Ctrl (Cmd on macOS): toggle the pressed row, keeping the rest of the selection. */
  toggleKey: boolean;
}

export interface GridStateOptions {
  /** The keys of every row, in the order shown. */
  rowKeys: readonly RowKey[];
  /**
   * How many column headers the grid has; 0 when it has no header row.
   * @default 0
   */
  columnCount?: number;
  /**
   * How many rows may be selected at once.
   * @default 'none'
   */
  selectionMode?: SelectionMode;
  /** The selected rows, when the caller controls the selection. */
  selectedKeys?: ReadonlySet<RowKey>;
  /**
   * The rows selected at first, when the grid keeps its own selection.
   * @default none
   */
  defaultSelectedKeys?: Iterable<RowKey>;
  /** Called with the new selection whenever a press or key changes it. */
  onSelectionChange?: (keys: Set<RowKey>) => void;
}

/** What the grid renders from: where its focus is and which rows are selected. */
export interface GridSnapshot {
  /** The row holding the grid's tab stop, or null before any row was focused (the first row then holds it). */
  readonly focusedKey: RowKey | null;
  /** The column header holding the tab stop, or null while it is on a row. */
  readonly focusedColumn: number | null;
  /** The rows selected, when the grid keeps its own selection. */
  readonly selectedKeys: ReadonlySet<RowKey>;
  /** Where a Shift range starts: the row last clicked or toggled, or where Shift+Arrow started. */
  readonly anchorKey: RowKey | null;
}

const NO_KEYS: ReadonlySet<RowKey> = new Set();

/**
 * Focus and selection of a grid of rows, kept apart from rendering so it works the same for a 10-row list and a
 * 10,000-row virtualized table. Keys, not positions, are remembered, so focus and selection follow rows when
 * they are sorted.
 *
 * Selection follows desktop conventions for the pointer (click selects one row, Ctrl/Cmd+click toggles,
 * Shift+click selects a range) and the WAI-ARIA grid pattern for the keyboard (arrows move focus without
 * selecting, Space toggles, Shift+movement extends from the anchor, Ctrl/Cmd+A selects all, Escape clears).
 */
export class GridState {
  #options: GridStateOptions;
  #snapshot: GridSnapshot;
  #listeners = new Set<() => void>();
  #indexedKeys: readonly RowKey[] | null = null;
  #indexByKey = new Map<RowKey, number>();
  // The header column focused last, so ArrowUp from the first row returns to it.
  #lastColumn = 0;

  constructor(options: GridStateOptions) {
    this.#options = options;
    this.#snapshot = {
      focusedKey: null,
      focusedColumn: null,
      selectedKeys: options.defaultSelectedKeys ? new Set(options.defaultSelectedKeys) : NO_KEYS,
      anchorKey: null,
    };
  }

  /** Takes the latest rows and selection props; called on every render, it notifies no one. */
  update(options: GridStateOptions): void {
    this.#options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): GridSnapshot => this.#snapshot;

  get selectionMode(): SelectionMode {
    return this.#options.selectionMode ?? 'none';
  }

  /** The selection in force: the caller's when controlled, otherwise the grid's own. */
  get selectedKeys(): ReadonlySet<RowKey> {
    return this.#options.selectedKeys ?? this.#snapshot.selectedKeys;
  }

  /**
   * The position of the row holding the tab stop: the focused row, or the first row when none was focused or
   * the focused one is gone; -1 without rows.
   */
  get focusedIndex(): number {
    return this.indexOf(this.#snapshot.focusedKey);
  }

  /** The position of `key` among the rows, falling back to the first row; -1 without rows. */
  indexOf(key: RowKey | null): number {
    const keys = this.#options.rowKeys;
    if (keys.length === 0) return -1;
    if (key === null) return 0;
    return this.#indexMap().get(key) ?? 0;
  }

  /** Puts the tab stop on a row, e.g. when it receives focus from a click or from Tab. */
  focusRow(key: RowKey): void {
    if (this.#snapshot.focusedKey === key && this.#snapshot.focusedColumn === null) return;
    this.#set({ focusedKey: key, focusedColumn: null });
  }

  /** Puts the tab stop on a column header. */
  focusColumn(column: number): void {
    const count = this.#options.columnCount ?? 0;
    if (count === 0) return;
    const clamped = clamp(column, 0, count - 1);
    this.#lastColumn = clamped;
    if (this.#snapshot.focusedColumn === clamped) return;
    this.#set({ focusedColumn: clamped });
  }

  /**
   * Carries out a keyboard command. `pageSize` is how many rows fit in the viewport. Returns whether the grid
   * handled it (so the key's default action should be prevented). Activation and commands on a column header
   * are left to the caller, which knows what a row action or a sort means.
   */
  run(command: GridCommand, pageSize: number): boolean {
    switch (command.type) {
      case 'move':
        return this.#snapshot.focusedColumn === null
          ? this.#moveInRows(command.move, command.extend, pageSize)
          : this.#moveInHeader(command.move);
      case 'toggle': {
        const index = this.focusedIndex;
        const key = this.#options.rowKeys[index];
        if (this.#snapshot.focusedColumn !== null || key === undefined) return false;
        return this.toggle(key);
      }
      case 'selectAll':
        return this.selectAll();
      case 'clearSelection':
        if (this.selectionMode === 'none' || this.selectedKeys.size === 0) return false;
        this.#select(new Set(), null);
        return true;
      case 'activate':
        return false;
    }
  }

  /** A click on a row: focuses it and selects according to the modifier keys held. */
  press(key: RowKey, { shiftKey, toggleKey }: RowPressModifiers): void {
    const previousFocus = this.#snapshot.focusedKey;
    this.#set({ focusedKey: key, focusedColumn: null });
    const mode = this.selectionMode;
    if (mode === 'none') return;
    const selected = this.selectedKeys;
    if (mode === 'single') {
      this.#select(toggleKey && selected.has(key) ? new Set() : new Set([key]), key);
      return;
    }
    if (shiftKey) {
      const anchor = this.#snapshot.anchorKey ?? previousFocus ?? key;
      const range = this.#keysBetween(anchor, key);
      this.#select(toggleKey ? new Set([...selected, ...range]) : new Set(range), anchor);
      return;
    }
    if (toggleKey) {
      const next = new Set(selected);
      if (!next.delete(key)) next.add(key);
      this.#select(next, key);
      return;
    }
    this.#select(new Set([key]), key);
  }

  /** Toggles one row's selection (Space); in single mode it replaces the selection. */
  toggle(key: RowKey): boolean {
    const mode = this.selectionMode;
    if (mode === 'none') return false;
    const selected = this.selectedKeys;
    if (mode === 'single') {
      this.#select(selected.has(key) ? new Set() : new Set([key]), key);
      return true;
    }
    const next = new Set(selected);
    if (!next.delete(key)) next.add(key);
    this.#select(next, key);
    return true;
  }

  /** Selects every row (Ctrl/Cmd+A); only in multiple mode. */
  selectAll(): boolean {
    if (this.selectionMode !== 'multiple') return false;
    this.#select(new Set(this.#options.rowKeys), this.#snapshot.anchorKey);
    return true;
  }

  #moveInRows(move: GridMove, extend: boolean, pageSize: number): boolean {
    const keys = this.#options.rowKeys;
    if (keys.length === 0) {
      if (move === 'up' && (this.#options.columnCount ?? 0) > 0) {
        this.focusColumn(this.#lastColumn);
        return true;
      }
      return false;
    }
    const from = this.focusedIndex;
    const last = keys.length - 1;
    const page = Math.max(1, pageSize);
    let to: number;
    switch (move) {
      case 'up':
        if (from === 0 && (this.#options.columnCount ?? 0) > 0) {
          this.focusColumn(this.#lastColumn);
          return true;
        }
        to = from - 1;
        break;
      case 'down':
        to = from + 1;
        break;
      case 'pageUp':
        to = from - page;
        break;
      case 'pageDown':
        to = from + page;
        break;
      case 'home':
      case 'first':
        to = 0;
        break;
      case 'end':
      case 'last':
        to = last;
        break;
      case 'left':
      case 'right':
        return false;
    }
    to = clamp(to, 0, last);
    const fromKey = keys[from] as RowKey;
    const toKey = keys[to] as RowKey;
    if (extend && this.selectionMode === 'multiple') {
      this.#set({ focusedKey: toKey, focusedColumn: null });
      this.#extendSelection(fromKey, toKey);
      return true;
    }
    // A plain move starts a new Shift range from wherever focus lands.
    this.#set({ focusedKey: toKey, focusedColumn: null, anchorKey: null });
    return true;
  }

  #moveInHeader(move: GridMove): boolean {
    const column = this.#snapshot.focusedColumn ?? 0;
    const count = this.#options.columnCount ?? 0;
    switch (move) {
      case 'left':
        this.focusColumn(column - 1);
        return true;
      case 'right':
        this.focusColumn(column + 1);
        return true;
      case 'home':
        this.focusColumn(0);
        return true;
      case 'end':
        this.focusColumn(count - 1);
        return true;
      case 'down':
      case 'pageDown':
      case 'first': {
        const keys = this.#options.rowKeys;
        if (keys.length === 0) return false;
        const key = move === 'first' ? keys[0] : keys[this.focusedIndex];
        this.#set({ focusedKey: key ?? null, focusedColumn: null });
        return true;
      }
      case 'last': {
        const keys = this.#options.rowKeys;
        if (keys.length === 0) return false;
        this.#set({ focusedKey: keys[keys.length - 1] ?? null, focusedColumn: null });
        return true;
      }
      default:
        return false;
    }
  }

  // Shift+movement: the rows between the anchor and the old focus give way to those up to the new focus.
  #extendSelection(fromKey: RowKey, toKey: RowKey): void {
    const anchor = this.#snapshot.anchorKey ?? fromKey;
    const next = new Set(this.selectedKeys);
    for (const key of this.#keysBetween(anchor, fromKey)) next.delete(key);
    for (const key of this.#keysBetween(anchor, toKey)) next.add(key);
    this.#select(next, anchor);
  }

  #keysBetween(a: RowKey, b: RowKey): readonly RowKey[] {
    const map = this.#indexMap();
    const from = map.get(a);
    const to = map.get(b);
    if (from === undefined || to === undefined) return to === undefined ? [] : [b];
    return this.#options.rowKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
  }

  #indexMap(): Map<RowKey, number> {
    const keys = this.#options.rowKeys;
    if (this.#indexedKeys !== keys) {
      this.#indexByKey = new Map(keys.map((key, index) => [key, index]));
      this.#indexedKeys = keys;
    }
    return this.#indexByKey;
  }

  #select(keys: Set<RowKey>, anchorKey: RowKey | null): void {
    const controlled = this.#options.selectedKeys !== undefined;
    this.#set(controlled ? { anchorKey } : { selectedKeys: keys, anchorKey });
    this.#options.onSelectionChange?.(keys);
  }

  #set(patch: Partial<GridSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Focus and selection for a grid, as rendered: the selection in force and where the tab stop is. */
export interface GridStateView {
  state: GridState;
  focusedKey: RowKey | null;
  focusedColumn: number | null;
  /** The position of the row holding the tab stop; -1 without rows. */
  focusedIndex: number;
  selectedKeys: ReadonlySet<RowKey>;
}

/** Keeps a {@link GridState} for the lifetime of a component and re-renders it when focus or selection changes. */
export function useGridState(options: GridStateOptions): GridStateView {
  const [state] = useState(() => new GridState(options));
  state.update(options);
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  return {
    state,
    focusedKey: snapshot.focusedKey,
    focusedColumn: snapshot.focusedColumn,
    focusedIndex: state.indexOf(snapshot.focusedKey),
    selectedKeys: options.selectedKeys ?? snapshot.selectedKeys,
  };
}
