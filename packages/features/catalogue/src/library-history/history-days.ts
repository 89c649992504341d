/** A play in the history, as far as grouping goes. */
export interface PlayedAt {
  played_at: string;
}

/** The plays of one calendar day, in the order given (most recent first). */
export interface HistoryDay<Entry> {
  /** The local date, `YYYY-MM-DD`. */
  key: string;
  /** How to name the day: 'Today', 'Yesterday', or its date. */
  kind: 'today' | 'yesterday' | 'date';
  /** Noon of that day, to format its date. */
  date: Date;
  /** Each play with its place in the whole history, so a play starts the history's queue from there. */
  entries: { entry: Entry; index: number }[];
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Groups plays by the local day they were played on, naming today and yesterday as such. */
export function historyDays<Entry extends PlayedAt>(
  entries: readonly Entry[],
  now: Date,
): HistoryDay<Entry>[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12));
  const days: HistoryDay<Entry>[] = [];
  entries.forEach((entry, index) => {
    const played = new Date(entry.played_at);
    const key = localDay(played);
    let day = days.at(-1);
    if (!day || day.key !== key) {
      day = {
        key,
        kind: key === today ? 'today' : key === yesterday ? 'yesterday' : 'date',
        date: new Date(played.getFullYear(), played.getMonth(), played.getDate(), 12),
        entries: [],
      };
      days.push(day);
    }
    day.entries.push({ entry, index });
  });
  return days;
}
