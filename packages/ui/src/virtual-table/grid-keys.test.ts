import { describe, expect, it } from 'vitest';
import { gridCommandForKey } from './grid-keys';

const press = (
  key: string,
  modifiers: Partial<{ shift: boolean; ctrl: boolean; meta: boolean; alt: boolean }> = {},
) =>
  gridCommandForKey({
    key,
    shiftKey: modifiers.shift ?? false,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    altKey: modifiers.alt ?? false,
  });

describe('gridCommandForKey', () => {
  it('moves focus with the arrows and pages with PageUp and PageDown', () => {
    expect(press('ArrowDown')).toEqual({ type: 'move', move: 'down', extend: false });
    expect(press('ArrowUp')).toEqual({ type: 'move', move: 'up', extend: false });
    expect(press('ArrowLeft')).toEqual({ type: 'move', move: 'left', extend: false });
    expect(press('ArrowRight')).toEqual({ type: 'move', move: 'right', extend: false });
    expect(press('PageDown')).toEqual({ type: 'move', move: 'pageDown', extend: false });
    expect(press('PageUp')).toEqual({ type: 'move', move: 'pageUp', extend: false });
  });

  it('extends the selection when Shift is held with a movement', () => {
    expect(press('ArrowDown', { shift: true })).toEqual({ type: 'move', move: 'down', extend: true });
    expect(press('PageUp', { shift: true })).toEqual({ type: 'move', move: 'pageUp', extend: true });
    expect(press('End', { shift: true, ctrl: true })).toEqual({ type: 'move', move: 'last', extend: true });
  });

  it('goes to the row edges with Home and End and to the grid edges with Ctrl or Cmd', () => {
    expect(press('Home')).toEqual({ type: 'move', move: 'home', extend: false });
    expect(press('End')).toEqual({ type: 'move', move: 'end', extend: false });
    expect(press('Home', { ctrl: true })).toEqual({ type: 'move', move: 'first', extend: false });
    expect(press('End', { meta: true })).toEqual({ type: 'move', move: 'last', extend: false });
  });

  it('toggles with Space, activates with Enter, selects all with Ctrl or Cmd+A and clears with Escape', () => {
    expect(press(' ')).toEqual({ type: 'toggle' });
    expect(press(' ', { shift: true })).toEqual({ type: 'toggle' });
    expect(press('Enter')).toEqual({ type: 'activate' });
    expect(press('a', { ctrl: true })).toEqual({ type: 'selectAll' });
    expect(press('A', { meta: true })).toEqual({ type: 'selectAll' });
    expect(press('Escape')).toEqual({ type: 'clearSelection' });
  });

  it('leaves Alt combinations, Ctrl+Arrow, plain letters and other keys to the browser', () => {
    expect(press('ArrowDown', { alt: true })).toBeNull();
    expect(press('ArrowDown', { ctrl: true })).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press('Enter', { ctrl: true })).toBeNull();
  });
});
