import { useCallback, useEffect, useState } from 'react';
import { nextSungLine, stampLine } from './lrc-stamp';

/** The stamp shortcut: Alt is a modifier the player's own shortcuts never use, and Enter types nothing with it. */
export const STAMP_SHORTCUT = 'Alt+Enter';

export const isStampShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
) => event.key === 'Enter' && event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

export interface StampingOptions {
  text: string;
  onTextChange: (text: string) => void;
  /** The playing position at this moment. */
  positionNow: () => number;
  /** Whether a stamp can be written now (the picked track is the one playing). */
  enabled: boolean;
}

/**
 * Stamp mode's state: the line the next stamp goes on (the first sung line to begin with), stamping it from the
 * playing position and moving on, by the button or by {@link STAMP_SHORTCUT} anywhere on the page.
 */
export function useStamping({ text, onTextChange, positionNow, enabled }: StampingOptions) {
  const [current, setCurrent] = useState<number | null>(() => nextSungLine(text, 0));
  const stamp = useCallback(() => {
    if (!enabled || current === null) return;
    const stamped = stampLine(text, current, positionNow());
    onTextChange(stamped.text);
    setCurrent(stamped.next);
  }, [enabled, current, text, positionNow, onTextChange]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isStampShortcut(event)) return;
      event.preventDefault();
      stamp();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [stamp]);

  return { current, setCurrent, stamp, canStamp: enabled && current !== null };
}
