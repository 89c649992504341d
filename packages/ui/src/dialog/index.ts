export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export {
  Dialog,
  DialogCloseButton,
  type DialogCloseButtonProps,
  DialogFooter,
  type DialogProps,
  DialogTitle,
} from './Dialog';
export {
  type DialogVariants,
  dialogVariants,
  type ModalVariants,
  modalOverlayVariants,
  modalVariants,
} from './dialog.variants';
export { Modal, type ModalProps } from './Modal';
