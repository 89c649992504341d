export { Badge, type BadgeProps } from './Badge';
export { type BadgeVariants, badgeVariants } from './badge.variants';
