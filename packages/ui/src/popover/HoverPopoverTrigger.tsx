import { type ReactElement, useMemo, useRef } from 'react';
import { mergeProps, useFocusWithin, useHover, useKeyboard } from 'react-aria';
import { OverlayTriggerStateContext, PopoverContext, Provider } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately';
import { useHoverPopoverState } from './use-hover-popover';

export interface HoverPopoverTriggerProps {
  /** The trigger (a link or button with its own action), then the `<Popover>` it reveals. */
  children: [ReactElement, ReactElement];
  /**
   * Milliseconds between the pointer leaving the trigger or popover and the popover closing.
   * @default 150
   */
  closeDelay?: number;
}

/**
 * Reveals supplementary content (an artist card, a track preview) while its trigger is hovered or keyboard
 * focused. The popover is non-modal and closes 150 ms after the pointer leaves both trigger and popover, at
 * once on blur or Escape. Styling hook: the trigger's wrapper is `[data-slot="hover-popover-trigger"]`.
 */
export function HoverPopoverTrigger({ children, closeDelay }: HoverPopoverTriggerProps) {
  const { state, isOpen } = useHoverPopoverState(closeDelay);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const [trigger, popover] = children;

  const overlayState = useMemo<OverlayTriggerState>(
    () => ({
      isOpen,
      setOpen: (open) => state.setOpen(open),
      open: () => state.open(),
      close: () => state.close(),
      toggle: () => state.setOpen(!isOpen),
      point: null,
      setPoint: () => {},
    }),
    [isOpen, state],
  );

  // Touch has no hover (React Aria ignores emulated hover); a tap performs the trigger's own action.
  const { hoverProps } = useHover({
    onHoverStart: () => state.pointerEnter(),
    onHoverEnd: () => state.pointerLeave(),
  });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithin: () => state.open(),
    onBlurWithin: () => state.close(),
  });
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape' && isOpen) state.close();
      else event.continuePropagation();
    },
  });
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') state.pointerEnter();
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') state.pointerLeave();
  };

  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, overlayState],
        [
          PopoverContext,
          {
            triggerRef,
            trigger: 'HoverPopoverTrigger',
            isNonModal: true,
            placement: 'bottom',
            onPointerEnter,
            onPointerLeave,
          },
        ],
      ]}
    >
      <span
        ref={triggerRef}
        data-slot="hover-popover-trigger"
        className="inline-flex"
        {...mergeProps(hoverProps, focusWithinProps, keyboardProps)}
      >
        {trigger}
      </span>
      {popover}
    </Provider>
  );
}
