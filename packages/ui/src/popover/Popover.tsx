import {
  Modal,
  ModalOverlay,
  PopoverContext,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { useIsMobile } from '../responsive';
import { composeClassName } from '../utils/compose-class-name';
import { POPUP_PADDING, popoverBackdropVariants, popoverVariants } from './popover.variants';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  children: React.ReactNode;
}

/**
 * An overlay anchored to its trigger (a `DialogTrigger`, `MenuTrigger`, ...). At 768 px wide or less it
 * becomes a real modal instead: centred, with a backdrop, and focus contained inside it.
 * Styling hooks: `[data-slot="popover"]`, and `[data-layout="anchored|modal"]`.
 */
export function Popover({ children, className, ...props }: PopoverProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    const { isOpen, defaultOpen, onOpenChange, isKeyboardDismissDisabled, shouldCloseOnInteractOutside } =
      props;
    return (
      <ModalOverlay
        isDismissable
        {...{ isOpen, defaultOpen, onOpenChange, isKeyboardDismissDisabled, shouldCloseOnInteractOutside }}
        className={popoverBackdropVariants()}
      >
        <Modal
          data-slot="popover"
          data-layout="modal"
          className={({ isEntering, isExiting, defaultClassName }) =>
            // The modal form has no trigger to point at nor a placement: its render state says so.
            composeClassName(
              className,
              popoverVariants({ layout: 'modal' }),
            )({
              isEntering,
              isExiting,
              placement: null,
              trigger: null,
              defaultClassName,
            })
          }
        >
          {/* Nested overlays must not inherit the trigger's popover settings. */}
          <PopoverContext.Provider value={null}>{children}</PopoverContext.Provider>
        </Modal>
      </ModalOverlay>
    );
  }
  return (
    <RACPopover
      containerPadding={POPUP_PADDING}
      {...props}
      data-slot="popover"
      data-layout="anchored"
      className={composeClassName(className, popoverVariants({ layout: 'anchored' }))}
    >
      {children}
    </RACPopover>
  );
}
