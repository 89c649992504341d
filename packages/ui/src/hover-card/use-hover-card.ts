import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  type UseInteractionsReturn,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { type CSSProperties, useId, useState } from 'react';

/** How long the pointer rests on the trigger before the card opens, and how long it may stray before it closes. */
export const HOVER_CARD_DELAY = { open: 300, close: 150 } as const;

/**
 * The state and interactions of a hover card: it opens on mouse hover (not on touch, so a tap still follows the
 * trigger's link) and on keyboard focus, closes on Escape, blur or leaving, and keeps open while the pointer
 * crosses the safe triangle between the trigger and the card.
 */
export interface HoverCardState {
  isOpen: boolean;
  cardId: string;
  /** The card's position, updated while it shows. */
  floatingStyles: CSSProperties;
  setReference: (node: HTMLElement | null) => void;
  setFloating: (node: HTMLElement | null) => void;
  interactions: UseInteractionsReturn;
}

export function useHoverCard(placement: 'top' | 'bottom' | 'left' | 'right' = 'bottom'): HoverCardState {
  const [isOpen, setOpen] = useState(false);
  const cardId = useId();
  const floating = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const interactions = useInteractions([
    useHover(floating.context, { mouseOnly: true, delay: HOVER_CARD_DELAY, handleClose: safePolygon() }),
    useFocus(floating.context, { visibleOnly: true }),
    useDismiss(floating.context),
  ]);
  return {
    isOpen,
    cardId,
    floatingStyles: floating.floatingStyles,
    setReference: floating.refs.setReference,
    setFloating: floating.refs.setFloating,
    interactions,
  };
}
