import type { HTMLAttributes, Ref } from 'react';
import { cn } from '../utils/cn';
import { badgeVariants } from './badge.variants';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLSpanElement>;
  /**
   * The colour: `danger` for an unread count, `positive` for a saving, `primary` for emphasis.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'primary' | 'positive' | 'danger' | 'outline';
  /**
   * The height and text size.
   * @default 'sm'
   */
  size?: 'sm' | 'md';
}

/**
 * A short status or count (an unread-notifications count, 'Save 20%'). It is plain text: when it qualifies a
 * control, put its meaning in that control's name too. Styling hook: `[data-slot="badge"]`.
 */
export function Badge({ tone, size, className, ...props }: BadgeProps) {
  return <span {...props} data-slot="badge" className={cn(badgeVariants({ tone, size }), className)} />;
}
