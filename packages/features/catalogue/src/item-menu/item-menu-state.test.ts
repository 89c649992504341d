import { describe, expect, it } from 'vitest';
import { anchorRect, isContextMenuKey } from './item-menu-state';

describe('context menu anchors and keys', () => {
  it('anchors at the pointer as a point', () => {
    expect(anchorRect({ kind: 'point', x: 40, y: 12 })).toEqual({ top: 12, left: 40, width: 0, height: 0 });
  });

  it('anchors under an element by its box', () => {
    const element = { getBoundingClientRect: () => ({ top: 5, left: 6, width: 7, height: 8 }) } as Element;
    expect(anchorRect({ kind: 'element', element })).toEqual({ top: 5, left: 6, width: 7, height: 8 });
  });

  it('opens on Shift+F10 and the context menu key only', () => {
    expect(isContextMenuKey({ key: 'F10', shiftKey: true })).toBe(true);
    expect(isContextMenuKey({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(isContextMenuKey({ key: 'F10', shiftKey: false })).toBe(false);
    expect(isContextMenuKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });
});
