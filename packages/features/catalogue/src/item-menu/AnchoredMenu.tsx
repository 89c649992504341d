import { Popover } from '@tonearm/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { anchorRect, type MenuAnchor } from './item-menu-state';

export interface AnchoredMenuProps {
  /** Where the menu opens; `null` keeps it closed. */
  anchor: MenuAnchor | null;
  /** Called when the menu closes: Escape, a click outside, or an item's action. */
  onClose: () => void;
  /** The `Menu` (usually a `TrackMenu` or `AlbumMenu`). */
  children: ReactNode;
}

/**
 * Opens a menu at the pointer or under an element without a trigger button, as a right click, a long press or
 * Shift+F10 on a track row asks. Closing gives focus back to what had it (the row), which stays rendered.
 */
export function AnchoredMenu({ anchor, onClose, children }: AnchoredMenuProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rect = anchor ? anchorRect(anchor) : null;

  useLayoutEffect(() => {
    if (!anchor) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // The popover has no trigger of its own to return focus to.
      const target = returnFocusTo.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [anchor]);

  return (
    <>
      <span
        ref={anchorRef}
        aria-hidden="true"
        data-slot="menu-anchor"
        className="pointer-events-none fixed"
        style={rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : undefined}
      />
      {anchor && (
        <Popover
          triggerRef={anchorRef}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose();
          }}
          placement={anchor.kind === 'point' ? 'bottom start' : 'bottom end'}
        >
          {children}
        </Popover>
      )}
    </>
  );
}
