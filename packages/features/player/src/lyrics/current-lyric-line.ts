/** A line of lyrics; `timeMs` is when it starts in synced lyrics, null in plain ones. */
export interface LyricLine {
  timeMs: number | null;
  text: string;
}

/** Lyrics as the lyrics source returns them. */
export interface Lyrics {
  synced: boolean;
  lines: LyricLine[];
}

/**
 * The index of the line sung at `positionMs`: the last line starting at or before it, or -1 before the first line
 * and for plain lyrics. Binary search: called on every position report of a long song.
 */
export function currentLyricLine(lines: readonly LyricLine[], positionMs: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const time = lines[middle]?.timeMs;
    if (time === null || time === undefined) return -1;
    if (time <= positionMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
