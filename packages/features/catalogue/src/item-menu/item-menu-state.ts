/** Where a context menu opens: at the pointer, or under an element (a row, a button) opened from the keyboard. */
export type MenuAnchor = { kind: 'point'; x: number; y: number } | { kind: 'element'; element: Element };

/** The box a popover is anchored to, in viewport coordinates. */
export function anchorRect(anchor: MenuAnchor): { top: number; left: number; width: number; height: number } {
  if (anchor.kind === 'point') return { top: anchor.y, left: anchor.x, width: 0, height: 0 };
  const rect = anchor.element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/** Whether a key press asks for the focused item's context menu: Shift+F10 or the context menu key. */
export function isContextMenuKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
}
