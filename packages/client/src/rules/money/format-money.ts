/**
 * An amount in its currency for the reader's language, the one way Tonearm writes money: `$9.99`, `9,99 €`. An
 * unknown currency code still shows its amount (`9.99 XYZ`), so a mistyped plan never blanks a price.
 */
export function formatMoney(amount: number, currency: string, language = 'en'): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
