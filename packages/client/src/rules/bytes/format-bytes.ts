const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size for people, the one way Tonearm writes bytes: `512 B`, `64 KB`, `2 MB`, `1.5 GB` (binary steps, at most one
 * decimal), the number in the reader's locale (`1,5 GB` in German). The upload engine's messages and every screen
 * that shows a size use it, so a limit reads the same in a hint and in the error it explains.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${UNITS[unit]}`;
}
