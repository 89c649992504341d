import { useMergeRefs } from '@floating-ui/react';
import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { popoverVariants } from '../popover/popover.variants';
import { cn } from '../utils/cn';
import { HoverCardContext, useHoverCardContext } from './hover-card-context';
import { useHoverCard } from './use-hover-card';

export interface HoverCardProps {
  /** A `HoverCardTrigger`, then the `HoverCardContent` it reveals. */
  children: ReactNode;
  /**
   * The side of the trigger the card opens on; it flips when there is no room.
   * @default 'bottom'
   */
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A preview (an artist, a track) shown while its trigger is hovered with a mouse or focused from the keyboard.
 * The pointer can travel from the trigger into the card without closing it (a safe triangle between them);
 * Escape, blur or leaving closes it. On touch it never opens, so a tap follows the trigger's own link.
 */
export function HoverCard({ children, placement }: HoverCardProps) {
  const state = useHoverCard(placement);
  return <HoverCardContext.Provider value={state}>{children}</HoverCardContext.Provider>;
}

export interface HoverCardTriggerProps {
  /** One focusable element with its own action, usually a link; it is described by the card while it shows. */
  children: ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;
}

/** The element that reveals the card. Styling hook: `[data-hover-card-open]` while the card shows. */
export function HoverCardTrigger({ children }: HoverCardTriggerProps) {
  const { isOpen, cardId, setReference, interactions } = useHoverCardContext('HoverCardTrigger');
  const ref = useMergeRefs([setReference, children.props.ref]);
  return cloneElement(children, {
    ...interactions.getReferenceProps(children.props),
    ref,
    'aria-describedby': isOpen ? cardId : children.props['aria-describedby'],
    ...{ 'data-hover-card-open': isOpen || undefined },
  });
}

export interface HoverCardContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Receives the card's DOM element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The card. It follows its trigger in the document, so Tab moves from the trigger into its links. Styling hook:
 * `[data-slot="hover-card"]`.
 */
export function HoverCardContent({ className, ref, style, ...props }: HoverCardContentProps) {
  const { isOpen, cardId, floatingStyles, setFloating, interactions } =
    useHoverCardContext('HoverCardContent');
  const mergedRef = useMergeRefs([setFloating, ref]);
  if (!isOpen) return null;
  return (
    <div
      {...interactions.getFloatingProps(props)}
      ref={mergedRef}
      id={cardId}
      data-slot="hover-card"
      style={{ ...floatingStyles, ...style }}
      className={cn(popoverVariants({ layout: 'anchored' }), 'z-50 w-72 p-4', className)}
    />
  );
}
