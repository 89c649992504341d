import { ModalOverlay, type ModalOverlayProps, Modal as RACModal } from 'react-aria-components';
import { cn } from '../utils/cn';
import { type ModalVariants, modalOverlayVariants, modalVariants } from './dialog.variants';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  children: React.ReactNode;
  /**
   * The modal's width; `fullscreen` covers the whole screen.
   * @default 'md'
   */
  size?: NonNullable<ModalVariants['size']>;
  /**
   * Classes for the modal surface.
   * @default undefined
   */
  className?: string;
}

/**
 * A centred modal with a backdrop. Everything outside it is hidden from assistive technology and focus is
 * contained inside until it closes; focus then returns to the trigger. Put a `<Dialog>` inside. Open it from a
 * `<DialogTrigger>` or control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ children, size = 'md', className, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} data-slot="modal-overlay" className={modalOverlayVariants({ size })}>
      <RACModal data-slot="modal" data-size={size} className={cn(modalVariants({ size }), className)}>
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
