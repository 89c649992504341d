import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes the amount in its currency as the language does', () => {
    expect(formatMoney(9.99, 'USD')).toBe('$9.99');
    expect(formatMoney(9.99, 'EUR', 'de')).toBe('9,99\u00a0€');
  });

  it('still shows the amount of a currency code Intl does not know', () => {
    expect(formatMoney(9.5, 'not a code')).toBe('9.50 not a code');
  });
});
