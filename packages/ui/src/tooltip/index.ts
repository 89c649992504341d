export {
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from './Tooltip';
export { tooltipStyles } from './tooltip.variants';
