import type { ReactNode } from 'react';
import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { tooltipStyles } from './tooltip.variants';

/** A tooltip opens after the pointer has rested this long on its trigger (1500 ms, long enough that passing over it shows nothing). */
export const TOOLTIP_DELAY_MS = 1500;
/** A tooltip stays this long after the pointer leaves, so it can be reached and re-entered. */
export const TOOLTIP_CLOSE_DELAY_MS = 500;

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * How long the pointer rests on the trigger before the tooltip opens; keyboard focus opens it at once.
   * @default TOOLTIP_DELAY_MS
   */
  delay?: number;
  /**
   * How long the tooltip stays after the pointer leaves.
   * @default TOOLTIP_CLOSE_DELAY_MS
   */
  closeDelay?: number;
}

/** Wraps a focusable trigger (a `Button`) and its `Tooltip`; open state is controllable with `isOpen`. */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY_MS,
  closeDelay = TOOLTIP_CLOSE_DELAY_MS,
  ...props
}: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The tooltip's text: a short description, never something the trigger needs to be understood. */
  children?: ReactNode;
  /**
   * The gap between the trigger and the tooltip, in pixels.
   * @default 8
   */
  offset?: number;
}

/**
 * A short description shown on hover or keyboard focus, with an arrow toward its trigger. Styling hooks:
 * `[data-slot="tooltip"]` with `[data-placement]`, `[data-entering]`, `[data-exiting]`.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      data-slot="tooltip"
      className={composeRenderProps(className, (className) => cn(tooltipStyles, className))}
    >
      <OverlayArrow className="group/arrow">
        <svg
          width={8}
          height={8}
          viewBox="0 0 8 8"
          className="fill-foreground group-data-[placement=bottom]/arrow:rotate-180 group-data-[placement=left]/arrow:-rotate-90 group-data-[placement=right]/arrow:rotate-90"
          aria-hidden="true"
        >
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
