export { Switch, type SwitchProps } from './Switch';
export { type SwitchVariants, switchThumbVariants, switchTrackVariants } from './switch.variants';
