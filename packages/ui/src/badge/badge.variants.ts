import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full font-medium tabular-nums',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-foreground',
        primary: 'bg-primary text-primary-foreground',
        positive: 'bg-positive text-positive-foreground',
        danger: 'bg-danger text-danger-foreground',
        outline: 'border border-control text-foreground',
      },
      size: {
        sm: 'h-5 min-w-5 px-1.5 text-xs',
        md: 'h-6 min-w-6 px-2 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeVariants = VariantProps<typeof badgeVariants>;
