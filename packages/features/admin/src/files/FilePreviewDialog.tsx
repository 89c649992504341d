import type { AdminFileEntry } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal } from '@tonearm/ui';
import { useLocale } from 'react-aria-components';
import { filePreviewOf } from './file-preview';

export interface FilePreviewDialogProps {
  /** The file shown; `null` keeps the dialog closed. */
  file: AdminFileEntry | null;
  onClose: () => void;
}

/** An image or audio file as it is stored, read from its own address, with its type and size. */
export function FilePreviewDialog({ file, onClose }: FilePreviewDialogProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const preview = file ? filePreviewOf(file) : null;
  return (
    <Modal isOpen={file !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="lg">
      <Dialog>
        {file && (
          <>
            <DialogTitle>{file.name}</DialogTitle>
            <p className="mt-1 text-muted-foreground text-sm">
              {[file.mime ?? trans('Unknown type'), formatBytes(file.file_size, locale)].join(' · ')}
            </p>
            <div className="mt-4 flex justify-center rounded-md bg-muted p-3">
              {preview === 'image' && (
                <img src={file.url} alt={file.name} className="max-h-[60vh] max-w-full object-contain" />
              )}
              {preview === 'audio' && (
                // biome-ignore lint/a11y/useMediaCaption: an uploaded recording has no captions to offer.
                <audio src={file.url} controls preload="metadata" className="w-full" aria-label={file.name} />
              )}
            </div>
            <DialogFooter>
              <Button onPress={onClose}>{trans('Close')}</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
