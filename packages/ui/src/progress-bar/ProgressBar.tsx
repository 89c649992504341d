import type { CSSProperties, ReactNode, Ref } from 'react';
import { type AriaProgressBarProps, useProgressBar } from 'react-aria/useProgressBar';
import { fieldLabelStyles } from '../text-field/field.variants';
import { cn } from '../utils/cn';

/** What a progress bar's `className` and `style` functions receive. */
export interface ProgressBarRenderProps {
  /** The value as a percentage of the range; `undefined` while indeterminate. */
  percentage: number | undefined;
  /** The formatted value, as announced (`valueLabel`, or a percentage). */
  valueText: string | undefined;
  isIndeterminate: boolean;
  defaultClassName: string | undefined;
}

export interface ProgressBarProps extends AriaProgressBarProps {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label ('Uploading cover.jpg'); without one, give the bar an `aria-label`. */
  label?: ReactNode;
  /**
   * Whether the formatted value (`valueLabel`, or a percentage) is shown beside the label.
   * @default true
   */
  showValue?: boolean;
  /** Extra classes, or a function of the bar's state returning them. */
  className?: string | ((values: ProgressBarRenderProps) => string);
  /** Inline styles, or a function of the bar's state returning them. */
  style?: CSSProperties | ((values: ProgressBarRenderProps) => CSSProperties | undefined);
  /** Styling hook of the root, `progress-bar` unless a caller names its own part. */
  'data-slot'?: string;
}

/**
 * Progress of a task of known length (an upload), or indeterminate progress (`isIndeterminate`). Styling hooks:
 * `[data-slot="progress-bar"]`, parts `progress-bar-track` and `progress-bar-fill`.
 *
 * Built on React Aria's `useProgressBar` rather than its `ProgressBar` component: every React Aria `Button` brings
 * that component's module onto the first page (for its context), and with it the number formatter this bar uses.
 */
export function ProgressBar({
  label,
  showValue = true,
  className,
  style,
  ref,
  'data-slot': slot = 'progress-bar',
  ...props
}: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = props;
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label });
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const range = maxValue - minValue;
  const percentage = isIndeterminate ? undefined : range === 0 ? 0 : ((clamped - minValue) / range) * 100;
  const valueText = progressBarProps['aria-valuetext'] as string | undefined;
  const values = { percentage, valueText, isIndeterminate, defaultClassName: undefined };
  return (
    <div
      {...progressBarProps}
      ref={ref}
      data-slot={slot}
      style={typeof style === 'function' ? style(values) : style}
      className={cn(
        'flex w-full flex-col gap-1.5',
        typeof className === 'function' ? className(values) : className,
      )}
    >
      {(label || (showValue && !isIndeterminate)) && (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          {label && (
            <span {...labelProps} data-slot="label" className={fieldLabelStyles}>
              {label}
            </span>
          )}
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
    </div>
  );
}
