/** What a value formatter knows about the slider besides the value. */
export interface SliderValueContext {
  /** The user's locale (from React Aria's `I18nProvider`). */
  locale: string;
  /** The slider's smallest value. */
  minValue: number;
  /** The slider's largest value. */
  maxValue: number;
}

/** Turns a slider value into the text shown beside it and read by screen readers (`aria-valuetext`). */
export type SliderValueFormatter = (value: number, context: SliderValueContext) => string;

/** A playback position in seconds as `m:ss`, or `h:mm:ss` from one hour (seek bars: 75 → '1:15'). */
export const formatPlaybackTime: SliderValueFormatter = (value) => {
  const total = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
};

/** The value's position within the slider's range as a whole percentage in the user's locale (volume: '50%'). */
export const formatPercent: SliderValueFormatter = (value, { locale, minValue, maxValue }) => {
  const range = maxValue - minValue;
  const fraction = range > 0 ? (value - minValue) / range : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
};
