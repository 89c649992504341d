import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility replace an earlier one for the same property', () => {
    expect(cn('rounded-ui px-4 bg-primary', 'rounded-full bg-danger')).toBe('px-4 rounded-full bg-danger');
  });

  it('treats the theme radius as a radius, so rounded-full replaces rounded-ui', () => {
    expect(cn('rounded-ui', 'rounded-none')).toBe('rounded-none');
  });

  it('keeps utilities that set different properties and drops falsy values', () => {
    expect(cn('px-4', false, undefined, 'py-2', { 'w-full': true, hidden: false })).toBe('px-4 py-2 w-full');
  });

  it('merges per variant, so a hover colour does not replace the resting one', () => {
    expect(cn('bg-primary data-[hovered]:bg-primary/90', 'bg-danger')).toBe(
      'data-[hovered]:bg-primary/90 bg-danger',
    );
  });
});
