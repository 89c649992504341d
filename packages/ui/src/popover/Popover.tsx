import {
  Modal,
  ModalOverlay,
  PopoverContext,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { useIsMobile } from '../responsive';
import { cn } from '../utils/cn';
import { POPUP_PADDING, popoverBackdropVariants, popoverVariants } from './popover.variants';

export interface PopoverProps extends Omit<RACPopoverProps, 'children' | 'className'> {
  children: React.ReactNode;
  /**
   * Classes for the surface, in both its anchored and modal forms.
   * @default undefined
   */
  className?: string;
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
          className={cn(popoverVariants({ layout: 'modal' }), className)}
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
      className={cn(popoverVariants({ layout: 'anchored' }), className)}
    >
      {children}
    </RACPopover>
  );
}
