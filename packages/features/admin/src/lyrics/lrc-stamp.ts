// The stamps at a line's start (`[01:23.45]`, `[01:23]`, `[01:23:45]`), which a new stamp replaces.
const LEADING_STAMPS = /^\s*(?:\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\])+\s*/;
// Header tags such as `[ar:Artist]` are not sung lines: stamping passes them by.
const HEADER = /^\s*\[[a-z]+:[^\]]*\]\s*$/i;

/** A playing position as an LRC stamp, `[mm:ss.xx]`, to the hundredth of a second below it. */
export function lrcStamp(positionMs: number): string {
  const hundredths = Math.floor(Math.max(0, positionMs) / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(hundredths % 100)}]`;
}

/** The text's lines, as the editor numbers them from zero. */
export function lyricLines(text: string): string[] {
  return text.split(/\r?\n/);
}

/** Whether line `index` is one a stamp belongs on: it holds words and is no header tag. */
function isSungLine(lines: readonly string[], index: number): boolean {
  const line = lines[index];
  return line !== undefined && line.trim() !== '' && !HEADER.test(line);
}

/** The first line at or after `from` that takes a stamp, or null when none is left. */
export function nextSungLine(text: string, from: number): number | null {
  const lines = lyricLines(text);
  for (let index = Math.max(0, from); index < lines.length; index += 1) {
    if (isSungLine(lines, index)) return index;
  }
  return null;
}

/** What a stamp did: the new text and the line that takes the next stamp (null after the last one). */
export interface Stamped {
  text: string;
  next: number | null;
}

/**
 * Writes `positionMs` as the stamp of line `index`, replacing any stamps it had and keeping its words, and moves
 * to the next line that takes a stamp.
 */
export function stampLine(text: string, index: number, positionMs: number): Stamped {
  const lines = lyricLines(text);
  const line = lines[index];
  if (line === undefined) return { text, next: null };
  lines[index] = `${lrcStamp(positionMs)}${line.replace(LEADING_STAMPS, '')}`;
  const stamped = lines.join('\n');
  return { text: stamped, next: nextSungLine(stamped, index + 1) };
}

/** A line without its stamps, as the stamp list shows it. */
export function lineWords(line: string): string {
  return line.replace(LEADING_STAMPS, '');
}
