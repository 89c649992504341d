import type { ReportRangeQuery } from '@tonearm/client/contract';
import { useCurrentUser, useSettings } from '@tonearm/shell';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { adminTimezone } from './admin-timezone';
import {
  choiceDays,
  choiceFromSearch,
  type RangeChoice,
  rangeInstants,
  searchOfChoice,
  todayIn,
} from './report-range-presets';

export interface DashboardRange {
  /** The preset or custom days chosen, kept in the address (`?range=…&from=…&to=…`). */
  choice: RangeChoice;
  /** Replaces the choice in the address, so Back returns to the previous range. */
  choose(choice: RangeChoice): void;
  /** The days the choice covers, both included, in the admin's calendar. */
  days: ReturnType<typeof choiceDays>;
  /** What the report is asked for. */
  query: ReportRangeQuery;
  timezone: string;
  locale: string;
}

/** The dashboard's range: read from and written to the address, computed in the admin's timezone. */
export function useDashboardRange(): DashboardRange {
  const [search, setSearch] = useSearchParams();
  const user = useCurrentUser();
  const settings = useSettings();
  const { locale } = useLocale();
  const timezone = adminTimezone(user?.timezone, settings.dates?.default_timezone);
  const choice = choiceFromSearch(search);
  const key = search.toString();
  // Recomputed when the address, zone or language changes; "today" stays today's date for the whole visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choice` is read from the address that `key` names
  const days = useMemo(() => choiceDays(choice, todayIn(timezone), locale), [key, timezone, locale]);
  return {
    choice,
    choose: (next) => setSearch(searchOfChoice(next)),
    days,
    query: rangeInstants(days, timezone),
    timezone,
    locale,
  };
}
