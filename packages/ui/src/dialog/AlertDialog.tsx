import { type ReactNode, useState } from 'react';
import { Button } from '../button';
import { useKitStrings } from '../providers/kit-strings';
import { Dialog, DialogFooter, DialogTitle } from './Dialog';
import { Modal, type ModalProps } from './Modal';

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /** The question or statement the user confirms, e.g. 'Delete playlist?'. */
  title: ReactNode;
  /** What happens on confirmation. */
  children: ReactNode;
  /** The confirm button's text, a verb for the action ('Delete'). */
  confirmLabel: string;
  /**
   * The cancel button's text.
   * @default 'Cancel', or the `cancel` of the nearest `KitStringsProvider`
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions.
   * @default 'primary'
   */
  intent?: 'primary' | 'danger';
  /**
   * Runs on confirmation. When it returns a promise the confirm button shows as pending until it settles;
   * the dialog closes when it fulfils and stays open when it rejects (report the failure inside, e.g. a toast).
   */
  onConfirm?: () => unknown;
}

/**
 * A confirmation (`role="alertdialog"`): a title, a message, Cancel and a confirm button. Escape cancels;
 * clicking outside does not. Styling hook: `[data-slot="dialog"][role="alertdialog"]`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  intent = 'primary',
  onConfirm,
  ...modalProps
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const strings = useKitStrings();

  return (
    <Modal {...modalProps} size="sm" isKeyboardDismissDisabled={isPending}>
      <Dialog role="alertdialog">
        {({ close }) => {
          const confirm = () => {
            const result = onConfirm?.();
            if (!(result instanceof Promise)) {
              close();
              return;
            }
            setPending(true);
            result.then(
              () => {
                setPending(false);
                close();
              },
              () => setPending(false),
            );
          };
          return (
            <>
              <DialogTitle>{title}</DialogTitle>
              <div data-slot="alert-dialog-message" className="text-muted-foreground text-sm">
                {children}
              </div>
              <DialogFooter>
                <Button variant="outline" onPress={close} isDisabled={isPending}>
                  {cancelLabel ?? strings.cancel}
                </Button>
                <Button variant={intent} onPress={confirm} isPending={isPending}>
                  {confirmLabel}
                </Button>
              </DialogFooter>
            </>
          );
        }}
      </Dialog>
    </Modal>
  );
}
