export { HoverPopoverTrigger, type HoverPopoverTriggerProps } from './HoverPopoverTrigger';
export { Popover, type PopoverProps } from './Popover';
export {
  POPUP_PADDING,
  type PopoverVariants,
  popoverBackdropVariants,
  popoverVariants,
} from './popover.variants';
export { HoverPopoverState, POPOVER_HOVER_CLOSE_DELAY_MS, useHoverPopoverState } from './use-hover-popover';
