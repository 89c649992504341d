/** A movement of the grid's focus, named after the key that asks for it. */
export type GridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'pageUp'
  | 'pageDown'
  /** Home: the first row, or the first column header while the header row has focus. */
  | 'home'
  /** End: the last row, or the last column header while the header row has focus. */
  | 'end'
  /** Ctrl+Home: the first row. */
  | 'first'
  /** Ctrl+End: the last row. */
  | 'last';

/** What a key press asks of the grid. */
export type GridCommand =
  | { type: 'move'; move: GridMove; extend: boolean }
  /** Space: toggles the focused row's selection, or sorts by the focused column header. */
  | { type: 'toggle' }
  /** Enter: the focused row's action, or sorts by the focused column header. */
  | { type: 'activate' }
  | { type: 'selectAll' }
  | { type: 'clearSelection' };

/** The parts of a keyboard event that decide the command; a DOM or React keyboard event fits. */
export interface GridKeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROW_MOVES: Record<string, GridMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
};

/**
 * The WAI-ARIA grid keyboard map: arrows, PageUp/PageDown, Home/End and Ctrl (or Cmd) + Home/End move focus,
 * with Shift they extend the selection; Space toggles, Enter activates, Ctrl/Cmd+A selects all, Escape clears.
 * Returns null for a key the grid leaves to the browser.
 */
export function gridCommandForKey(press: GridKeyPress): GridCommand | null {
  // Alt combinations belong to the browser and assistive technology (e.g. Alt+Arrow history navigation).
  if (press.altKey) return null;
  const command = press.ctrlKey || press.metaKey;
  const arrow = ARROW_MOVES[press.key];
  if (arrow) {
    // Ctrl+Arrow is left to screen readers and the browser.
    if (command) return null;
    return { type: 'move', move: arrow, extend: press.shiftKey };
  }
  switch (press.key) {
    case 'Home':
      return { type: 'move', move: command ? 'first' : 'home', extend: press.shiftKey };
    case 'End':
      return { type: 'move', move: command ? 'last' : 'end', extend: press.shiftKey };
    case ' ':
      return command ? null : { type: 'toggle' };
    case 'Enter':
      return command || press.shiftKey ? null : { type: 'activate' };
    case 'Escape':
      return { type: 'clearSelection' };
    case 'a':
    case 'A':
      return command && !press.shiftKey ? { type: 'selectAll' } : null;
    default:
      return null;
  }
}
