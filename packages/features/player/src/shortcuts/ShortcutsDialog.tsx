import { useTrans } from '@tonearm/shell';
import { Dialog, DialogCloseButton, DialogTitle, Modal } from '@tonearm/ui';
import { playerShortcuts } from './player-shortcuts';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The list of the player's keyboard shortcuts, opened with `?` or from the player bar. */
export function ShortcutsDialog({ isOpen, onOpenChange }: ShortcutsDialogProps) {
  const { trans } = useTrans();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="sm">
      <Dialog>
        <DialogTitle>{trans('Keyboard shortcuts')}</DialogTitle>
        <DialogCloseButton aria-label={trans('Close')} />
        <table className="mt-4 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{trans('Keys')}</th>
              <th scope="col">{trans('Action')}</th>
            </tr>
          </thead>
          <tbody>
            {playerShortcuts(trans).map((shortcut) => (
              <tr key={shortcut.action} className="border-border border-b last:border-b-0">
                <td className="py-2 pr-4">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && <span className="px-1 text-muted-foreground">{trans('or')}</span>}
                      <kbd className="rounded-ui border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                        {key}
                      </kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2">{shortcut.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-muted-foreground text-xs">
          {trans('Shortcuts do nothing while you type in a field.')}
        </p>
      </Dialog>
    </Modal>
  );
}
