import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The kit's `--radius-ui` token is unknown to tailwind-merge, which would otherwise keep both `rounded-*` classes.
const twMerge = extendTailwindMerge({ extend: { theme: { radius: ['ui'] } } });

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
