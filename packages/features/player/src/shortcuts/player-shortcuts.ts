import type { Translate } from '@tonearm/shell';
import { closest, isTypingTarget } from './typing-target';

/** What a player shortcut does. */
export type PlayerCommand =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'previous'
  | 'next'
  | 'toggle-mute'
  | 'show-shortcuts';

/** The subset of a `KeyboardEvent` the shortcuts read. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** The shortcuts as the help dialog lists them, in the visitor's language. */
export const playerShortcuts = (trans: Translate): ReadonlyArray<{ keys: string[]; action: string }> => [
  { keys: [trans('Space'), 'K'], action: trans('Play or pause') },
  { keys: ['←'], action: trans('Seek back 10 seconds') },
  { keys: ['→'], action: trans('Seek forward 10 seconds') },
  { keys: ['Ctrl + ←', 'Shift + ←'], action: trans('Previous track') },
  { keys: ['Ctrl + →', 'Shift + →'], action: trans('Next track') },
  { keys: ['M'], action: trans('Mute or unmute') },
  { keys: ['?'], action: trans('Show keyboard shortcuts') },
];

// Widgets that use arrows themselves (the seek and volume sliders, the queue's grid, menus, tabs).
const ARROW_WIDGETS =
  '[role="slider"], [role="grid"], [role="listbox"], [role="menu"], [role="tablist"], [role="radiogroup"], [role="tree"], [role="treegrid"]';
// Controls that Space presses: Space there means the control, not the player.
const SPACE_CONTROLS =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="option"], [role="row"], [role="gridcell"], [role="menuitem"], [role="tab"], [role="radio"]';

/**
 * The player command for a key press, or null when the key is not a shortcut here: while typing, inside widgets
 * that use the same keys, with Alt or Meta held, or when something else already handled the press.
 */
export function playerCommandFor(event: ShortcutKey): PlayerCommand | null {
  if (event.defaultPrevented || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  const arrow = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  if (arrow) {
    if (closest(event.target, ARROW_WIDGETS)) return null;
    const back = event.key === 'ArrowLeft';
    if (event.ctrlKey || event.shiftKey) return back ? 'previous' : 'next';
    return back ? 'seek-back' : 'seek-forward';
  }
  if (event.ctrlKey) return null;
  if (event.key === ' ' || event.key === 'Spacebar') {
    return closest(event.target, SPACE_CONTROLS) ? null : 'toggle-play';
  }
  if (event.shiftKey && event.key !== '?') return null;
  switch (event.key) {
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'm':
    case 'M':
      return 'toggle-mute';
    case '?':
      return 'show-shortcuts';
    default:
      return null;
  }
}
