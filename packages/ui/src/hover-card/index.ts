export {
  HoverCard,
  HoverCardContent,
  type HoverCardContentProps,
  type HoverCardProps,
  HoverCardTrigger,
  type HoverCardTriggerProps,
} from './HoverCard';
export { HOVER_CARD_DELAY } from './use-hover-card';
