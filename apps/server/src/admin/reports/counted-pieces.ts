const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A period `play_counts` holds, by its UTC start. */
export interface CountedPiece {
  period: 'hour' | 'day' | 'month';
  start: Date;
}

/** Instants `start` (inclusive) to `end` (exclusive) whose plays are counted one by one. */
export interface RawInterval {
  start: Date;
  end: Date;
}

/** A range as whole counted periods plus the edges no whole period covers. */
export interface CountedPieces {
  pieces: CountedPiece[];
  raw: RawInterval[];
}

const floorTo = (time: number, unit: number) => Math.floor(time / unit) * unit;
const ceilTo = (time: number, unit: number) => Math.ceil(time / unit) * unit;

function nextMonth(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

const isMonthStart = (time: number) => time % DAY_MS === 0 && new Date(time).getUTCDate() === 1;

/** Whole hours of [start, end) (both on the hour), the rest of which is raw. */
function hoursOf(start: number, end: number, into: CountedPieces) {
  for (let time = start; time < end; time += HOUR_MS)
    into.pieces.push({ period: 'hour', start: new Date(time) });
}

function addRaw(start: number, end: number, into: CountedPieces) {
  if (start < end) into.raw.push({ start: new Date(start), end: new Date(end) });
}

/** [start, end), under a day: whole hours when `smallest` is an hour, the rest raw. */
function edgeOf(start: number, end: number, smallest: 'hour' | 'day', into: CountedPieces) {
  const firstHour = ceilTo(start, HOUR_MS);
  const lastHour = floorTo(end, HOUR_MS);
  if (smallest === 'day' || firstHour >= lastHour) return addRaw(start, end, into);
  addRaw(start, firstHour, into);
  hoursOf(firstHour, lastHour, into);
  addRaw(lastHour, end, into);
}

/**
 * Splits [start, end) into the fewest whole UTC months, days and (when `smallest` is an hour) hours, largest
 * first, leaving at most two raw edges: one before the first whole period and one after the last.
 */
export function countedPiecesOf(start: Date, end: Date, smallest: 'hour' | 'day'): CountedPieces {
  const into: CountedPieces = { pieces: [], raw: [] };
  const from = start.getTime();
  const to = end.getTime();
  const firstDay = ceilTo(from, DAY_MS);
  const lastDay = floorTo(to, DAY_MS);
  if (firstDay >= lastDay) {
    edgeOf(from, to, smallest, into);
    return into;
  }
  edgeOf(from, firstDay, smallest, into);
  let time = firstDay;
  while (time < lastDay && !isMonthStart(time)) {
    into.pieces.push({ period: 'day', start: new Date(time) });
    time += DAY_MS;
  }
  while (isMonthStart(time) && nextMonth(time) <= lastDay) {
    into.pieces.push({ period: 'month', start: new Date(time) });
    time = nextMonth(time);
  }
  for (; time < lastDay; time += DAY_MS) into.pieces.push({ period: 'day', start: new Date(time) });
  edgeOf(lastDay, to, smallest, into);
  return into;
}
