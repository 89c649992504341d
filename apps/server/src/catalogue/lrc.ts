import type { LyricLine } from '@tonearm/client/contract';

// `[mm:ss.xx]`, `[mm:ss]` or `[mm:ss:xx]`; a line may carry several stamps when it repeats.
const STAMP = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;
// Header tags such as `[ar:Artist]` or `[offset:+200]`.
const HEADER = /^\[([a-z]+):(.*)\]$/i;

function stampMs(minutes: string, seconds: string, fraction = ''): number {
  const fractionMs = fraction === '' ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return Number(minutes) * 60_000 + Number(seconds) * 1000 + fractionMs;
}

/** Parses LRC into lines sorted by time; `[offset:]` shifts every stamp (positive is earlier, as LRC defines). */
export function parseLrc(text: string): LyricLine[] {
  let offset = 0;
  const lines: LyricLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const header = HEADER.exec(line);
    if (header && !/^\d/.test(header[2] ?? '')) {
      if (header[1]?.toLowerCase() === 'offset') offset = Number.parseInt(header[2] ?? '0', 10) || 0;
      continue;
    }
    const stamps = [...line.matchAll(STAMP)];
    if (stamps.length === 0) continue;
    const words = line.replace(STAMP, '').trim();
    for (const [, minutes = '0', seconds = '0', fraction] of stamps) {
      lines.push({ time: stampMs(minutes, seconds, fraction), text: words });
    }
  }
  return lines
    .map((line) => ({ ...line, time: Math.max(0, (line.time ?? 0) - offset) }))
    .sort((a, b) => a.time - b.time);
}

/** Plain lyrics as lines without times, blank lines kept as stanza breaks. */
export function plainLines(text: string): LyricLine[] {
  return text
    .replace(/\r\n/g, '\n')
    .trim()
    .split('\n')
    .map((line) => ({ time: null, text: line.trim() }));
}
