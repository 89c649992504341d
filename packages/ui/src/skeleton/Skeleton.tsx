import type { CSSProperties, Ref } from 'react';
import { cn } from '../utils/cn';
import { skeletonVariants } from './skeleton.variants';

export interface SkeletonProps {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLSpanElement>;
  /**
   * The placeholder's shape: a line of text, a round avatar, or a rectangle (cover art).
   * @default 'line'
   */
  shape?: 'line' | 'circle' | 'rect';
  /** Extra classes for `[data-slot="skeleton"]`, usually the size (`w-32`, `size-10`). */
  className?: string;
  /** Inline styles, for sizes computed at run time. */
  style?: CSSProperties;
}

/**
 * A pulsing placeholder for content that is loading. It is hidden from assistive technology: mark the region that
 * is loading with `aria-busy` and announce the result instead. Styling hook: `[data-slot="skeleton"]`.
 */
export function Skeleton({ shape, className, style, ref }: SkeletonProps) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(skeletonVariants({ shape }), className)}
      style={style}
    />
  );
}
