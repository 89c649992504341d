import { useEffect, useState } from 'react';

/** The type-ahead buffer resets 500 ms after the last key. */
export const TYPE_AHEAD_RESET_MS = 500;

/** The characters typed into a list, forgotten 500 ms after the last one. */
export class TypeAheadBuffer {
  #query = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly resetAfter: number;

  constructor(resetAfter: number = TYPE_AHEAD_RESET_MS) {
    this.resetAfter = resetAfter;
  }

  /** The characters typed since the last reset. */
  get query(): string {
    return this.#query;
  }

  /** Appends a typed character, restarts the reset countdown and returns the query so far. */
  type(character: string): string {
    this.#query += character;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.clear(), this.resetAfter);
    return this.#query;
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#query = '';
  }
}

/**
 * The index of the label that `query` selects, or -1 (WAI-ARIA menu and listbox type-ahead): a single
 * character moves to the next label starting with it, wrapping; a longer query keeps the current label while it
 * still matches, otherwise moves to the next that does; one letter typed repeatedly cycles through the labels
 * starting with that letter. Matching ignores case and leading spaces.
 */
export function findTypeAheadMatch(labels: readonly string[], query: string, currentIndex: number): number {
  if (query === '' || labels.length === 0) return -1;
  const lower = query.toLocaleLowerCase();
  const repeated = [...lower].every((character) => character === lower[0]);
  const search = repeated ? lower.slice(0, 1) : lower;
  // A fresh or repeated letter moves past the current label; a growing query may stay on it.
  const offset = repeated ? 1 : 0;
  for (let step = 0; step < labels.length; step++) {
    const index = (Math.max(currentIndex, -1) + offset + step + labels.length) % labels.length;
    if (labels[index]?.trimStart().toLocaleLowerCase().startsWith(search)) {
      return index;
    }
  }
  return -1;
}

const LIST_SELECTOR = '[role="menu"],[role="listbox"]';
const ITEM_SELECTOR = ['menuitem', 'menuitemradio', 'menuitemcheckbox', 'option']
  .map((role) => `[role="${role}"][data-key]`)
  .join(',');

function labelOf(item: HTMLElement): string {
  return (
    item.getAttribute('aria-label') ??
    item.querySelector('[slot="label"]')?.textContent ??
    item.textContent ??
    ''
  );
}

function typedCharacter(event: React.KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return event.key.length === 1 ? event.key : null;
}

/**
 * Type-ahead for a rendered menu or list box with a 500 ms reset (React Aria's own waits 1 s).
 * Spread the returned handler on an element wrapping the list: capturing the key there stops React Aria's
 * slower type-ahead, and focusing the matching item makes React Aria treat it as the focused item.
 */
export function useTypeAhead(): { onKeyDownCapture: (event: React.KeyboardEvent<HTMLElement>) => void } {
  const [buffer] = useState(() => new TypeAheadBuffer());
  useEffect(() => () => buffer.clear(), [buffer]);

  return {
    onKeyDownCapture(event) {
      const character = typedCharacter(event);
      // A space with nothing typed yet activates the item instead of searching.
      if (character === null || (character === ' ' && buffer.query === '')) return;
      // Keys from a submenu reach this wrapper through React's portal tree; they belong to that submenu.
      const target = event.target instanceof Element ? event.target : null;
      const list = target?.closest(LIST_SELECTOR);
      if (!list || !event.currentTarget.contains(list)) return;
      // With virtual focus (a searchable menu) focus stays in the search field, whose keys React Aria replays
      // on the list: they are search text, not type-ahead.
      const active = list.ownerDocument.activeElement;
      if (!active || !list.contains(active)) return;
      const items = Array.from(list.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter(
        (item) => item.getAttribute('aria-disabled') !== 'true',
      );
      if (items.length === 0) return;
      const current = items.findIndex((item) => item === active || item.contains(active));
      const match = findTypeAheadMatch(items.map(labelOf), buffer.type(character), current);
      event.preventDefault();
      event.stopPropagation();
      if (match >= 0) items[match]?.focus();
    },
  };
}
