import { useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogCloseButton, DialogTitle, Modal, TextField } from '@tonearm/ui';
import { copyLink } from './copy-link';
import { useShareDialog } from './share-dialog-store';
import { shareLinks } from './share-links';

/**
 * The share dialog opened by any track, album or artist menu: the address to copy, the embed code of the compact
 * player for tracks and albums, and the device's own share sheet where the browser has one.
 */
export function ShareDialogHost() {
  const { trans } = useTrans();
  const { subject, close } = useShareDialog();
  const links = subject ? shareLinks(subject, window.location.origin) : null;
  const messages = { copied: trans('Copied to clipboard'), failed: trans('Could not copy to the clipboard') };
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Modal isOpen={subject !== null} onOpenChange={(isOpen) => !isOpen && close()} isDismissable size="md">
      <Dialog>
        <DialogTitle>{trans('Share :name', { name: subject?.item.name ?? '' })}</DialogTitle>
        <DialogCloseButton aria-label={trans('Close')} />
        {links && (
          <div className="flex flex-col gap-4">
            <div className="flex items-end gap-2">
              <TextField label={trans('Link')} value={links.url} isReadOnly className="min-w-0 flex-1" />
              <Button variant="outline" onPress={() => void copyLink(links.url, messages)}>
                {trans('Copy')}
              </Button>
            </div>
            {links.embedCode && (
              <div className="flex items-end gap-2">
                <TextField
                  label={trans('Embed code')}
                  value={links.embedCode}
                  isReadOnly
                  className="min-w-0 flex-1"
                />
                <Button variant="outline" onPress={() => void copyLink(links.embedCode ?? '', messages)}>
                  {trans('Copy')}
                </Button>
              </div>
            )}
            {canShareNatively && subject && (
              <Button
                variant="secondary"
                className="self-start"
                // Closing the share sheet rejects with AbortError, which is no failure to report.
                onPress={() =>
                  void navigator.share({ title: subject.item.name, url: links.url }).catch(() => undefined)
                }
              >
                {trans('More sharing options')}
              </Button>
            )}
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
