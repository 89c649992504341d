import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names in order and drops falsy values', () => {
    expect(cn('px-4', false, undefined, 'py-2', { 'w-full': true, hidden: false })).toBe('px-4 py-2 w-full');
  });

  it('lets a later class replace an earlier one that sets the same property', () => {
    expect(cn('rounded-ui px-3', 'rounded-full')).toBe('px-3 rounded-full');
    expect(cn('bg-primary text-primary-foreground', 'bg-danger')).toBe('text-primary-foreground bg-danger');
    expect(cn('relative inline-flex', 'absolute flex')).toBe('absolute flex');
    expect(cn('h-10 w-4', 'size-6')).toBe('size-6');
  });

  it('tells apart utilities that share a prefix but set different properties', () => {
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
    expect(cn('text-sm text-muted-foreground', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('font-semibold font-mono', 'font-bold')).toBe('font-mono font-bold');
    expect(cn('border border-control', 'border-2')).toBe('border-control border-2');
    expect(cn('border border-control', 'border-danger')).toBe('border border-danger');
    expect(cn('flex-col flex-1', 'flex-row')).toBe('flex-1 flex-row');
    expect(cn('outline-hidden', 'outline-2')).toBe('outline-hidden outline-2');
  });

  it('replaces both sides with a shorthand written later, but keeps an earlier shorthand under a later side', () => {
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('rounded-t-lg rounded-bl-sm', 'rounded-none')).toBe('rounded-none');
    expect(cn('border-t-2 border-x', 'border-0')).toBe('border-0');
  });

  it('merges only classes under the same variants and important modifier', () => {
    expect(cn('hover:bg-muted bg-paper', 'bg-danger')).toBe('hover:bg-muted bg-danger');
    expect(cn('data-[focus-visible]:outline-2', 'data-[focus-visible]:outline-4')).toBe(
      'data-[focus-visible]:outline-4',
    );
    expect(cn('[:where(&)]:h-96', 'h-8')).toBe('[:where(&)]:h-96 h-8');
    expect(cn('rounded-ui', 'rounded-full!')).toBe('rounded-ui rounded-full!');
    expect(
      cn(
        'group-has-[[data-slot=spinner]]/button:opacity-0',
        'group-has-[[data-slot=spinner]]/button:opacity-50',
      ),
    ).toBe('group-has-[[data-slot=spinner]]/button:opacity-50');
  });

  it('treats negative and arbitrary values as the same property', () => {
    expect(cn('-mt-2', 'mt-4')).toBe('mt-4');
    expect(cn('w-4', 'w-[calc(100%-2rem)]')).toBe('w-[calc(100%-2rem)]');
    expect(cn('text-sm', 'text-[13px]')).toBe('text-[13px]');
  });

  it('keeps classes that are not Tailwind utilities, once each', () => {
    expect(cn('group/button track-title', 'track-title is-playing')).toBe(
      'group/button track-title is-playing',
    );
  });

  it('gives the same answer for a list it has merged before, also after many other lists', () => {
    expect(cn('rounded-ui px-3', 'rounded-full')).toBe('px-3 rounded-full');
    for (let index = 0; index < 1200; index++) cn(`w-${index}`, 'w-full');
    expect(cn('rounded-ui px-3', 'rounded-full')).toBe('px-3 rounded-full');
    expect(cn('w-7', 'w-full')).toBe('w-full');
  });
});
