import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { type ModalVariants, modalOverlayVariants, modalVariants } from './dialog.variants';

export interface ModalProps extends Omit<ModalOverlayProps, 'children'> {
  children: React.ReactNode;
  /**
   * The modal's width; `fullscreen` covers the whole screen.
   * @default 'md'
   */
  size?: NonNullable<ModalVariants['size']>;
  /** Classes for the modal surface. */
  className?: ModalOverlayProps['className'];
}

/**
 * A centred modal with a backdrop. Everything outside it is hidden from assistive technology and focus is
 * contained inside until it closes; focus then returns to the trigger. Put a `<Dialog>` inside. Open it from a
 * `<DialogTrigger>` or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ children, size = 'md', className, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} data-slot="modal-overlay" className={modalOverlayVariants({ size })}>
      <RACModal
        data-slot="modal"
        data-size={size}
        className={composeClassName(className, modalVariants({ size }))}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
