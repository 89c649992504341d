import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { FieldLabel } from '../text-field/FieldParts';
import { cn } from '../utils/cn';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label ('Uploading cover.jpg'); without one, give the bar an `aria-label`. */
  label?: ReactNode;
  /**
   * Whether the formatted value (`valueLabel`, or a percentage) is shown beside the label.
   * @default true
   */
  showValue?: boolean;
}

/**
 * Progress of a task of known length (an upload), or indeterminate progress (`isIndeterminate`). Styling hooks:
 * `[data-slot="progress-bar"]`, parts `progress-bar-track` and `progress-bar-fill`.
 */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      data-slot="progress-bar"
      className={composeRenderProps(className, (className) => cn('flex w-full flex-col gap-1.5', className))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (showValue && !isIndeterminate)) && (
            <div className="flex items-baseline justify-between gap-3 text-sm">
              {label && <FieldLabel>{label}</FieldLabel>}
              {showValue && !isIndeterminate && (
                <span className="ms-auto tabular-nums text-muted-foreground">{valueText}</span>
              )}
            </div>
          )}
          <div
            data-slot="progress-bar-track"
            className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              data-slot="progress-bar-fill"
              className={cn(
                'absolute inset-y-0 start-0 rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none',
                isIndeterminate && 'w-2/5 animate-progress-indeterminate motion-reduce:animate-none',
              )}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
