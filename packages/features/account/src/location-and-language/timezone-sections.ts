import type { Timezone, ValueLists } from '@tonearm/client/contract';

/** A region of timezones as the picker shows it: a titled section of options. */
export interface TimezoneSection {
  /** The section's key: the region prefixed, so a region named like a timezone (`UTC`) keeps a distinct key. */
  id: string;
  /** The region, e.g. `Europe`, shown as the section's title. */
  region: string;
  timezones: Timezone[];
}

/** The server's timezones grouped by region, as picker sections in the server's order; empty regions dropped. */
export function timezoneSections(timezones: ValueLists['timezones']): TimezoneSection[] {
  return Object.entries(timezones)
    .filter(([, list]) => list.length > 0)
    .map(([region, list]) => ({ id: `region:${region}`, region, timezones: list }));
}

/**
 * The timezone shown before the user picks one (doc 000 §9): the user's own, then the site's default, then the
 * browser's.
 */
export function initialTimezone(
  userTimezone: string | null | undefined,
  defaultTimezone: string | null | undefined,
  browserTimezone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  return userTimezone || defaultTimezone || browserTimezone;
}
