/**
 * A run's duration as the log shows it, in the reader's language: milliseconds under a second, seconds with one
 * decimal under a minute, then minutes and seconds ("850 ms", "4.2 s", "3 min 5 s").
 */
export function formatRunDuration(milliseconds: number, locale?: string): string {
  const unit = (value: number, name: 'millisecond' | 'second' | 'minute', digits = 0) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (milliseconds < 1000) return unit(Math.round(milliseconds), 'millisecond');
  if (milliseconds < 60_000) return unit(Math.floor(milliseconds / 100) / 10, 'second', 1);
  const totalSeconds = Math.floor(milliseconds / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return seconds === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}
