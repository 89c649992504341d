import { describe, expect, it } from 'vitest';
import { checkTestCard, passesLuhn } from './test-card';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = (overrides: Partial<Record<'card_number' | 'expiry' | 'cvc' | 'name', string>> = {}) => ({
  card_number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  name: 'Nina Simone',
  ...overrides,
});

describe('checkTestCard', () => {
  it('accepts a valid card and keeps only its brand, last four digits and expiry', () => {
    expect(checkTestCard(card(), NOW)).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    expect(checkTestCard(card({ card_number: '3782-822463-10005', cvc: '1234' }), NOW)).toMatchObject({
      ok: true,
      card: { brand: 'amex', last4: '0005' },
    });
  });

  it('refuses a number failing Luhn and declines the decline test cards', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkTestCard(card({ card_number: '4242 4242 4242 4241' }), NOW)).toEqual({
      ok: false,
      errors: { card_number: ['The card number is invalid.'] },
    });
    expect(checkTestCard(card({ card_number: '4000000000009995' }), NOW)).toEqual({
      ok: false,
      errors: { card_number: ['Your card has insufficient funds.'] },
    });
  });

  it('accepts this month as expiry and refuses last month or a malformed date', () => {
    expect(checkTestCard(card({ expiry: '11/26' }), NOW).ok).toBe(true);
    expect(checkTestCard(card({ expiry: '10/2026' }), NOW)).toEqual({
      ok: false,
      errors: { expiry: ['Your card has expired.'] },
    });
    expect(checkTestCard(card({ expiry: '13/30' }), NOW)).toEqual({
      ok: false,
      errors: { expiry: ['The expiry date must be written as MM/YY.'] },
    });
  });

  it('asks 4 digits of security code for Amex and 3 for the others', () => {
    expect(checkTestCard(card({ cvc: '1234' }), NOW)).toMatchObject({
      ok: false,
      errors: { cvc: expect.any(Array) },
    });
    expect(checkTestCard(card({ card_number: '378282246310005', cvc: '123' }), NOW)).toMatchObject({
      ok: false,
    });
  });
});
