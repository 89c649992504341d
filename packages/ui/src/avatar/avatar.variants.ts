import { cva, type VariantProps } from 'class-variance-authority';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden bg-muted font-medium text-muted-foreground',
  {
    variants: {
      size: {
        xs: 'size-6 text-[0.625rem]',
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-24 text-3xl',
      },
      shape: {
        circle: 'rounded-full',
        square: 'rounded-ui',
      },
    },
    defaultVariants: { size: 'md', shape: 'circle' },
  },
);

export type AvatarVariants = VariantProps<typeof avatarVariants>;
