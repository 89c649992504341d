/** How a number is written: the `Intl.NumberFormat` options a screen may choose. */
export type NumberFormatOptions = Pick<
  Intl.NumberFormatOptions,
  | 'maximumFractionDigits'
  | 'minimumFractionDigits'
  | 'notation'
  | 'compactDisplay'
  | 'style'
  | 'unit'
  | 'unitDisplay'
>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string, options: NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(language, options);
    } catch {
      // An unknown language tag falls back to English rather than failing the screen.
      formatter = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `value` written the way the interface language writes numbers (1,234.5 in English, 1.234,5 in German). */
export function formatNumber(value: number, language: string, options: NumberFormatOptions = {}): string {
  return formatterFor(language, options).format(value);
}
