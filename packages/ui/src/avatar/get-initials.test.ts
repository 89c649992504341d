import { describe, expect, it } from 'vitest';
import { getInitials } from './get-initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Ada King Lovelace')).toBe('AL');
  });

  it('takes one letter from a single name', () => {
    expect(getInitials('cher')).toBe('C');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(getInitials('  grace   hopper ')).toBe('GH');
  });

  it('uses the local part of an email address', () => {
    expect(getInitials('john.doe@example.com')).toBe('JD');
  });

  it('skips leading punctuation in a word', () => {
    expect(getInitials('"Weird" (Al) Yankovic')).toBe('WY');
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(getInitials('𝒜da Lovelace')).toBe('𝒜L');
  });

  it('upper-cases letters of any script', () => {
    expect(getInitials('élodie øre')).toBe('ÉØ');
  });

  it('returns an empty string for a blank name', () => {
    expect(getInitials('   ')).toBe('');
  });
});
