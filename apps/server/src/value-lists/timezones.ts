export interface TimezoneOption {
  value: string;
  text: string;
}

function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // `longOffset` says plain "GMT" for zero offset.
  const offset = name && name !== 'GMT' ? name.replace('GMT', '') : '+00:00';
  return `UTC${offset}`;
}

/**
 * Every IANA timezone grouped by region (`Europe`, `America`...), each shown with its current UTC offset:
 * `(UTC+01:00) Paris`.
 */
export function timezonesByRegion(at: Date): Record<string, TimezoneOption[]> {
  const groups: Record<string, TimezoneOption[]> = { UTC: [{ value: 'UTC', text: '(UTC+00:00) UTC' }] };
  for (const value of Intl.supportedValuesOf('timeZone')) {
    const [region = value, ...place] = value.split('/');
    const label = (place.length > 0 ? place.join('/') : value).replaceAll('_', ' ');
    const list = groups[region] ?? [];
    list.push({ value, text: `(${utcOffset(value, at)}) ${label}` });
    groups[region] = list;
  }
  return groups;
}
