import { Popover } from '@tonearm/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { RootMenuTriggerStateContext } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
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
  // A menu opened without a trigger still needs an open root menu state: submenus ("Add to playlist") open from
  // it, and an action anywhere in the tree closes the whole menu through it.
  const menuState = useMenuTriggerState({
    isOpen: anchor !== null,
    onOpenChange: (isOpen) => {
      if (!isOpen) onClose();
    },
  });

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
          <RootMenuTriggerStateContext.Provider value={menuState}>
            {children}
          </RootMenuTriggerStateContext.Provider>
        </Popover>
      )}
    </>
  );
}
