import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, dropping falsy values. Classes are added, never merged: a caller's `rounded-full` does not
 * remove a component's own `rounded-ui`, and which one applies would depend on the order of Tailwind's CSS. To
 * override a utility a component sets, use Tailwind's important modifier (`rounded-full!`) or target the part's
 * `[data-slot]` from your CSS. Sizes a component only defaults (a skeleton line's size, a virtual table's height)
 * are written at zero specificity, so a caller's `w-*` or `h-*` replaces them as is.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

export type { ClassValue };
