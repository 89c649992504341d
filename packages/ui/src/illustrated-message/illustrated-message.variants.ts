import { cva, type VariantProps } from 'class-variance-authority';

// Class names are spelled out in full so Tailwind's scanner finds them.
export const illustratedMessageVariants = cva('mx-auto flex flex-col items-center text-center', {
  variants: {
    size: {
      sm: 'max-w-xs gap-2 [&_[data-slot=illustrated-message-image]]:h-20 [&_[data-slot=illustrated-message-title]]:text-base',
      md: 'max-w-md gap-3 [&_[data-slot=illustrated-message-image]]:h-36 [&_[data-slot=illustrated-message-title]]:text-lg',
      lg: 'max-w-lg gap-4 [&_[data-slot=illustrated-message-image]]:h-56 [&_[data-slot=illustrated-message-title]]:text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export type IllustratedMessageVariants = VariantProps<typeof illustratedMessageVariants>;
