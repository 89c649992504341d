import { type ReactNode, useRef } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useNumberFormatter } from 'react-aria/useNumberFormatter';
import { type AriaSliderProps, useSlider, useSliderThumb } from 'react-aria/useSlider';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useSliderState } from 'react-stately/useSliderState';
import { cn } from '../utils/cn';
import type { SliderValueFormatter } from './format-slider-value';
import { sliderThumbVariants, sliderTrackVariants } from './slider.variants';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'label' | 'orientation'> {
  /** The visible label; without one, give the slider an `aria-label` ('Seek', 'Volume'). */
  label?: ReactNode;
  /**
   * How the value is written beside the slider and read by screen readers: `formatPlaybackTime` for a seek bar
   * (m:ss), `formatPercent` for volume.
   * @default the value as a number in the user's locale
   */
  formatValue?: SliderValueFormatter;
  /**
   * Whether the formatted value is shown beside the label.
   * @default true
   */
  showValue?: boolean;
  /** The name of the range input, for form submission. */
  name?: string;
  /**
   * The thickness of the track and thumb.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** Extra classes for `[data-slot="slider"]`. */
  className?: string;
}

/**
 * A horizontal slider for one value (seek, volume); arrows, Page Up/Down, Home and End move it. Built on React
 * Aria's slider hooks because React Aria Components cannot format the value text with a function (m:ss).
 * Styling hooks: `[data-slot="slider"]` with `[data-disabled]`; parts `slider-output`, `slider-track`,
 * `slider-rail`, `slider-fill`, and `slider-thumb` with `[data-dragging]`, `[data-focus-visible]`.
 */
export function Slider({
  label,
  formatValue,
  showValue = true,
  name,
  size,
  className,
  ...props
}: SliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { locale } = useLocale();
  const numberFormatter = useNumberFormatter();
  const state = useSliderState({ ...props, label, numberFormatter });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider({ ...props, label }, state, trackRef);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index: 0, trackRef, inputRef, name },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();

  const value = state.getThumbValue(0);
  const valueText = formatValue
    ? formatValue(value, { locale, minValue: state.getThumbMinValue(0), maxValue: state.getThumbMaxValue(0) })
    : state.getThumbValueLabel(0);
  const isDisabled = state.isDisabled;

  return (
    <div
      {...groupProps}
      data-slot="slider"
      data-disabled={isDisabled || undefined}
      className={cn('flex w-full flex-col gap-1', className)}
    >
      {(label || showValue) && (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          {label && (
            // biome-ignore lint/a11y/noLabelWithoutControl: useSlider links the label to the thumb's input
            <label {...labelProps} data-slot="label" className="font-medium text-foreground">
              {label}
            </label>
          )}
          {showValue && (
            <output
              {...outputProps}
              data-slot="slider-output"
              className="ms-auto tabular-nums text-muted-foreground"
            >
              {valueText}
            </output>
          )}
        </div>
      )}
      <div
        {...trackProps}
        ref={trackRef}
        data-slot="slider-track"
        data-disabled={isDisabled || undefined}
        className={sliderTrackVariants({ size })}
      >
        <div
          data-slot="slider-rail"
          className="absolute inset-x-0 top-1/2 -translate-y-1/2 overflow-hidden rounded-full bg-border"
        >
          <div
            data-slot="slider-fill"
            className="h-full bg-primary"
            style={{ width: `${state.getThumbPercent(0) * 100}%` }}
          />
        </div>
        <div
          {...thumbProps}
          data-slot="slider-thumb"
          data-dragging={isDragging || undefined}
          data-focus-visible={isFocusVisible || undefined}
          data-disabled={isDisabled || undefined}
          className={sliderThumbVariants({ size })}
        >
          <VisuallyHidden>
            <input
              ref={inputRef}
              {...mergeProps(inputProps, focusProps)}
              type="range"
              aria-valuetext={valueText}
            />
          </VisuallyHidden>
        </div>
      </div>
    </div>
  );
}
