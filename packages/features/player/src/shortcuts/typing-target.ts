const TEXT_ENTRY =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"]';

/** Whether `target` is inside an element matching `selector`. */
export function closest(target: EventTarget | null, selector: string): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  return typeof element?.closest === 'function' && element.closest(selector) !== null;
}

/** Whether a key pressed on `target` is typing: then no key is a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return closest(target, TEXT_ENTRY);
}

/**
 * Whether a key press asks for the shortcuts help (`?`), as `playerCommandFor` reads it. Apart from the other
 * shortcuts, so the page can listen for it before the player and its shortcuts have loaded.
 */
export function asksForShortcuts(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}): boolean {
  return (
    event.key === '?' &&
    !event.defaultPrevented &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !isTypingTarget(event.target)
  );
}
