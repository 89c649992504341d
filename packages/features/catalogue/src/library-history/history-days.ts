/** A play in the history, as far as grouping goes. */
export interface PlayedAt {
  played_at: string;
}

/** The plays of one calendar day, in the order given (most recent first). */
export interface HistoryDay<Entry> {
  /** The day in the time zone the history is read in, `YYYY-MM-DD`. */
  key: string;
  /** How to name the day: 'Today', 'Yesterday', or its date. */
  kind: 'today' | 'yesterday' | 'date';
  /** The day's most recent play, a moment that falls on it in that zone, to format its date. */
  date: Date;
  /** Each play with its place in the whole history, so a play starts the history's queue from there. */
  entries: { entry: Entry; index: number }[];
}

function dayFormat(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: timeZone ?? undefined });
  } catch {
    // A zone the browser does not know groups by the browser's own days rather than failing the page.
    return new Intl.DateTimeFormat('en', options);
  }
}

function dayKey(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Calendar arithmetic on the key itself, so a day of 23 or 25 hours (a clock change) cannot skip or repeat a day.
function dayBefore(key: string): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * Groups plays by the day they were played on in `timeZone` (the browser's without one), naming today and
 * yesterday as such; pass the zone the page writes its dates in, so a play's day and its time agree.
 */
export function historyDays<Entry extends PlayedAt>(
  entries: readonly Entry[],
  now: Date,
  timeZone?: string | null,
): HistoryDay<Entry>[] {
  const format = dayFormat(timeZone);
  const today = dayKey(format, now);
  const yesterday = dayBefore(today);
  const days: HistoryDay<Entry>[] = [];
  entries.forEach((entry, index) => {
    const played = new Date(entry.played_at);
    const key = dayKey(format, played);
    let day = days.at(-1);
    if (!day || day.key !== key) {
      day = {
        key,
        kind: key === today ? 'today' : key === yesterday ? 'yesterday' : 'date',
        date: played,
        entries: [],
      };
      days.push(day);
    }
    day.entries.push({ entry, index });
  });
  return days;
}
