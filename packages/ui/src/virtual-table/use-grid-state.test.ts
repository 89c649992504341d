import { describe, expect, it, vi } from 'vitest';
import type { GridMove } from './grid-keys';
import { GridState, type GridStateOptions, type RowKey } from './use-grid-state';

const KEYS: readonly RowKey[] = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'];

function gridOf(options: Partial<GridStateOptions> = {}): GridState {
  return new GridState({ rowKeys: KEYS, columnCount: 5, selectionMode: 'multiple', ...options });
}

const move = (state: GridState, to: GridMove, extend = false, pageSize = 4) =>
  state.run({ type: 'move', move: to, extend }, pageSize);
const selected = (state: GridState) => [...state.selectedKeys].sort();
const plain = { shiftKey: false, toggleKey: false };

describe('GridState focus', () => {
  it('gives the tab stop to the first row until another row is focused', () => {
    const state = gridOf();
    expect(state.focusedIndex).toBe(0);
    state.focusRow('t4');
    expect(state.focusedIndex).toBe(4);
  });

  it('has no focused row without rows', () => {
    expect(gridOf({ rowKeys: [] }).focusedIndex).toBe(-1);
  });

  it('moves down and up one row with the arrows and stops at the last row', () => {
    const state = gridOf();
    for (let i = 0; i < 3; i++) move(state, 'down');
    expect(state.getSnapshot().focusedKey).toBe('t3');
    move(state, 'up');
    expect(state.getSnapshot().focusedKey).toBe('t2');
    state.focusRow('t9');
    expect(move(state, 'down')).toBe(true);
    expect(state.getSnapshot().focusedKey).toBe('t9');
  });

  it('moves by a page with PageDown and PageUp, clamped to the first and last rows', () => {
    const state = gridOf();
    move(state, 'pageDown', false, 4);
    expect(state.focusedIndex).toBe(4);
    move(state, 'pageDown', false, 4);
    expect(state.focusedIndex).toBe(8);
    move(state, 'pageDown', false, 4);
    expect(state.focusedIndex).toBe(9);
    move(state, 'pageUp', false, 4);
    expect(state.focusedIndex).toBe(5);
    move(state, 'pageUp', false, 40);
    expect(state.focusedIndex).toBe(0);
  });

  it('goes to the first and last rows with Home, End, Ctrl+Home and Ctrl+End', () => {
    const state = gridOf();
    move(state, 'end');
    expect(state.focusedIndex).toBe(9);
    move(state, 'home');
    expect(state.focusedIndex).toBe(0);
    move(state, 'last');
    expect(state.focusedIndex).toBe(9);
    move(state, 'first');
    expect(state.focusedIndex).toBe(0);
  });

  it('leaves ArrowLeft and ArrowRight on a row unhandled', () => {
    expect(move(gridOf(), 'right')).toBe(false);
    expect(move(gridOf(), 'left')).toBe(false);
  });

  it('moves from the first row up into the column headers, across them, and back down to the row', () => {
    const state = gridOf();
    move(state, 'down');
    move(state, 'up');
    expect(move(state, 'up')).toBe(true);
    expect(state.getSnapshot().focusedColumn).toBe(0);
    move(state, 'right');
    move(state, 'right');
    expect(state.getSnapshot().focusedColumn).toBe(2);
    move(state, 'end');
    expect(state.getSnapshot().focusedColumn).toBe(4);
    move(state, 'right');
    expect(state.getSnapshot().focusedColumn).toBe(4);
    move(state, 'home');
    expect(state.getSnapshot().focusedColumn).toBe(0);
    move(state, 'down');
    expect(state.getSnapshot()).toMatchObject({ focusedColumn: null, focusedKey: 't0' });
  });

  it('returns to the header column focused last', () => {
    const state = gridOf();
    state.focusColumn(3);
    move(state, 'down');
    move(state, 'up');
    expect(state.getSnapshot().focusedColumn).toBe(3);
  });

  it('stays on the first row when the grid has no header', () => {
    const state = gridOf({ columnCount: 0 });
    expect(move(state, 'up')).toBe(true);
    expect(state.getSnapshot()).toMatchObject({ focusedColumn: null });
    expect(state.focusedIndex).toBe(0);
  });

  it('keeps focus on the same row when the rows are reordered', () => {
    const state = gridOf();
    state.focusRow('t2');
    state.update({ rowKeys: [...KEYS].reverse(), columnCount: 5, selectionMode: 'multiple' });
    expect(state.focusedIndex).toBe(7);
  });

  it('falls back to the first row when the focused row is gone', () => {
    const state = gridOf();
    state.focusRow('t5');
    state.update({ rowKeys: ['t1', 't2'], columnCount: 5, selectionMode: 'multiple' });
    expect(state.focusedIndex).toBe(0);
  });

  it('notifies subscribers of focus changes and stops after unsubscribing', () => {
    const state = gridOf();
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    move(state, 'down');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    move(state, 'down');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('GridState keyboard selection', () => {
  it('moves focus with the arrows without selecting', () => {
    const state = gridOf();
    move(state, 'down');
    move(state, 'down');
    expect(selected(state)).toEqual([]);
  });

  it('toggles the focused row with Space', () => {
    const state = gridOf();
    move(state, 'down');
    expect(state.run({ type: 'toggle' }, 4)).toBe(true);
    expect(selected(state)).toEqual(['t1']);
    state.run({ type: 'toggle' }, 4);
    expect(selected(state)).toEqual([]);
  });

  it('extends the selection from the row where Shift+Arrow started, both ways', () => {
    const state = gridOf();
    state.focusRow('t3');
    move(state, 'down', true);
    expect(selected(state)).toEqual(['t3', 't4']);
    move(state, 'down', true);
    expect(selected(state)).toEqual(['t3', 't4', 't5']);
    move(state, 'up', true);
    move(state, 'up', true);
    move(state, 'up', true);
    expect(selected(state)).toEqual(['t2', 't3']);
  });

  it('extends a page or to the last row with Shift+PageDown and Shift+Ctrl+End', () => {
    const state = gridOf();
    move(state, 'pageDown', true, 3);
    expect(selected(state)).toEqual(['t0', 't1', 't2', 't3']);
    move(state, 'last', true);
    expect(selected(state)).toEqual([...KEYS].sort());
  });

  it('starts a new Shift range where a plain arrow move left focus', () => {
    const state = gridOf();
    move(state, 'down', true);
    move(state, 'down');
    move(state, 'down');
    move(state, 'down', true);
    expect(selected(state)).toEqual(['t0', 't1', 't3', 't4']);
  });

  it('selects every row with Ctrl+A and clears with Escape', () => {
    const state = gridOf();
    expect(state.run({ type: 'selectAll' }, 4)).toBe(true);
    expect(state.selectedKeys.size).toBe(10);
    expect(state.run({ type: 'clearSelection' }, 4)).toBe(true);
    expect(state.selectedKeys.size).toBe(0);
  });

  it('leaves Escape unhandled when nothing is selected, so it can close a surrounding dialog', () => {
    expect(gridOf().run({ type: 'clearSelection' }, 4)).toBe(false);
  });

  it('moves focus without selecting when Shift is held in single mode', () => {
    const state = gridOf({ selectionMode: 'single' });
    move(state, 'down', true);
    expect(state.focusedIndex).toBe(1);
    expect(selected(state)).toEqual([]);
    expect(state.run({ type: 'selectAll' }, 4)).toBe(false);
  });

  it('replaces the selection with Space in single mode', () => {
    const state = gridOf({ selectionMode: 'single' });
    state.run({ type: 'toggle' }, 4);
    move(state, 'down');
    state.run({ type: 'toggle' }, 4);
    expect(selected(state)).toEqual(['t1']);
  });

  it('selects nothing when selection is off', () => {
    const state = gridOf({ selectionMode: 'none' });
    expect(state.run({ type: 'toggle' }, 4)).toBe(false);
    expect(state.run({ type: 'selectAll' }, 4)).toBe(false);
    expect(selected(state)).toEqual([]);
  });

  it('leaves Space on a column header to the caller', () => {
    const state = gridOf();
    state.focusColumn(1);
    expect(state.run({ type: 'toggle' }, 4)).toBe(false);
    expect(selected(state)).toEqual([]);
  });
});

describe('GridState pointer selection', () => {
  it('selects only the clicked row and focuses it', () => {
    const state = gridOf({ defaultSelectedKeys: ['t1', 't2'] });
    state.press('t5', plain);
    expect(selected(state)).toEqual(['t5']);
    expect(state.getSnapshot().focusedKey).toBe('t5');
  });

  it('toggles a row with Ctrl or Cmd+click, keeping the rest', () => {
    const state = gridOf();
    state.press('t1', plain);
    state.press('t4', { shiftKey: false, toggleKey: true });
    expect(selected(state)).toEqual(['t1', 't4']);
    state.press('t1', { shiftKey: false, toggleKey: true });
    expect(selected(state)).toEqual(['t4']);
  });

  it('selects the range from the last clicked row with Shift+click', () => {
    const state = gridOf();
    state.press('t2', plain);
    state.press('t5', { shiftKey: true, toggleKey: false });
    expect(selected(state)).toEqual(['t2', 't3', 't4', 't5']);
    // The anchor stays, so a second Shift+click replaces the range.
    state.press('t0', { shiftKey: true, toggleKey: false });
    expect(selected(state)).toEqual(['t0', 't1', 't2']);
  });

  it('adds a range to the selection with Ctrl+Shift+click', () => {
    const state = gridOf();
    state.press('t0', plain);
    state.press('t5', { shiftKey: false, toggleKey: true });
    state.press('t7', { shiftKey: true, toggleKey: true });
    expect(selected(state)).toEqual(['t0', 't5', 't6', 't7']);
  });

  it('starts a Shift+click range at the focused row when nothing was clicked before', () => {
    const state = gridOf();
    move(state, 'down');
    move(state, 'down');
    state.press('t4', { shiftKey: true, toggleKey: false });
    expect(selected(state)).toEqual(['t2', 't3', 't4']);
  });

  it('follows the displayed order for Shift ranges after sorting', () => {
    const state = gridOf();
    state.update({ rowKeys: ['t9', 't3', 't1', 't0'], columnCount: 5, selectionMode: 'multiple' });
    state.press('t3', plain);
    state.press('t0', { shiftKey: true, toggleKey: false });
    expect(selected(state)).toEqual(['t0', 't1', 't3']);
  });

  it('treats Shift+click as a plain click in single mode and clears with Ctrl+click on the selected row', () => {
    const state = gridOf({ selectionMode: 'single' });
    state.press('t1', plain);
    state.press('t4', { shiftKey: true, toggleKey: false });
    expect(selected(state)).toEqual(['t4']);
    state.press('t4', { shiftKey: false, toggleKey: true });
    expect(selected(state)).toEqual([]);
  });

  it('only focuses the clicked row when selection is off', () => {
    const state = gridOf({ selectionMode: 'none' });
    state.press('t6', plain);
    expect(state.focusedIndex).toBe(6);
    expect(selected(state)).toEqual([]);
  });
});

describe('GridState controlled selection', () => {
  it('reports changes without keeping them, and reads the selection from its options', () => {
    const onSelectionChange = vi.fn();
    const options = {
      rowKeys: KEYS,
      columnCount: 5,
      selectionMode: 'multiple',
      selectedKeys: new Set<RowKey>(['t1']),
      onSelectionChange,
    } as const;
    const state = new GridState(options);
    state.press('t3', { shiftKey: false, toggleKey: true });
    expect(onSelectionChange).toHaveBeenCalledWith(new Set(['t1', 't3']));
    expect(selected(state)).toEqual(['t1']);
    state.update({ ...options, selectedKeys: new Set(['t1', 't3']) });
    state.press('t1', { shiftKey: false, toggleKey: true });
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['t3']));
  });

  it('reports uncontrolled changes too', () => {
    const onSelectionChange = vi.fn();
    const state = gridOf({ onSelectionChange });
    state.run({ type: 'selectAll' }, 4);
    expect(onSelectionChange).toHaveBeenCalledWith(new Set(KEYS));
  });
});
