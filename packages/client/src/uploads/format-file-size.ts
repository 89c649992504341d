const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: `2 MB`, `1.5 GB`, `512 B` (binary units, at most one decimal). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
