import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The kit's theme adds a radius and an animation (theme/theme.css): named here so `rounded-full` replaces
// `rounded-ui` and not both apply. Colours need no entry: tailwind-merge accepts any colour name.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['ui'],
      animate: ['progress-indeterminate'],
    },
  },
});

/**
 * Joins class names, dropping falsy values, and merges Tailwind utilities: of two classes that set the same
 * property, the later one wins and the earlier one is dropped. Every component passes the caller's `className`
 * last, so `<Button className="rounded-full">` replaces the button's own corner radius without `!`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export type { ClassValue };
