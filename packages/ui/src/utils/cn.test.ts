import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names in order and drops falsy values', () => {
    expect(cn('px-4', false, undefined, 'py-2', { 'w-full': true, hidden: false })).toBe('px-4 py-2 w-full');
  });

  it('adds a caller class beside a conflicting kit class, leaving the override to the important modifier', () => {
    expect(cn('rounded-ui', 'rounded-full!')).toBe('rounded-ui rounded-full!');
  });
});
