import type { CardSummary, TestCardPayload } from '@tonearm/client/contract';
import type { FieldErrors } from '../../http/errors';

/**
 * Card numbers the test provider declines, after Stripe's test cards so people who know them feel at home:
 * a generic decline, insufficient funds and a lost card.
 */
export const DECLINED_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
};

const BRANDS: ReadonlyArray<[RegExp, string]> = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^6(011|5)/, 'discover'],
];

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type TestCardResult = { ok: true; card: CardSummary } | { ok: false; errors: FieldErrors };

/**
 * Checks a card typed into the test provider's form as a card network would: a number of 12 to 19 digits passing
 * Luhn, an expiry of this month or later, a CVC of 3 digits (4 for Amex), a name. Declined test numbers fail on the
 * number. Only the brand, last four digits and expiry come out.
 */
export function checkTestCard(input: TestCardPayload, now: Date): TestCardResult {
  const errors: FieldErrors = {};
  const digits = input.card_number.replace(/[\s-]/g, '');
  const brand = BRANDS.find(([pattern]) => pattern.test(digits))?.[1] ?? 'card';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.card_number = ['The card number is invalid.'];
  } else if (DECLINED_TEST_CARDS[digits]) {
    errors.card_number = [DECLINED_TEST_CARDS[digits]];
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : Number.NaN;
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : Number.NaN;
  if (!(month >= 1 && month <= 12)) {
    errors.expiry = ['The expiry date must be written as MM/YY.'];
  } else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = ['Your card has expired.'];
  }
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(input.cvc.trim())) {
    errors.cvc = ["The card's security code is invalid."];
  }
  if (input.name.trim() === '') errors.name = ['The name on the card is required.'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { brand, last4: digits.slice(-4), exp_month: month, exp_year: year } };
}
