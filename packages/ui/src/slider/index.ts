export {
  formatPercent,
  formatPlaybackTime,
  type SliderValueContext,
  type SliderValueFormatter,
} from './format-slider-value';
export { Slider, type SliderProps } from './Slider';
export { type SliderVariants, sliderThumbVariants, sliderTrackVariants } from './slider.variants';
