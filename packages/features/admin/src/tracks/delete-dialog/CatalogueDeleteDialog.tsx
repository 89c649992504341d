import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Spinner } from '@tonearm/ui';
import { useId } from 'react';
import { useDeletionFiles } from './use-deletion-files';

export interface CatalogueDeleteDialogProps {
  /** `admin/tracks`, `admin/albums` or `admin/artists`. */
  resource: string;
  /** The rows to delete; the dialog is open while there are any. */
  ids: readonly number[];
  /** The question, naming what goes ('Delete “Harbour Lights”?'). */
  title: string;
  /** What else goes with the rows (an album's tracks, an artist's albums). */
  message: string;
  onClose: () => void;
  /** Deletes the rows; a rejection keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The confirmation before deleting tracks, albums or artists: it names every stored file the deletion removes,
 * as the server reports them, and stays unconfirmable until they are known.
 */
export function CatalogueDeleteDialog({
  resource,
  ids,
  title,
  message,
  onClose,
  onConfirm,
}: CatalogueDeleteDialogProps) {
  const { trans } = useTrans();
  const { files, error, isLoading, reload } = useDeletionFiles(resource, ids);
  const filesLabel = useId();

  // Until the files are known, confirming would delete what the admin has not been shown.
  const confirm = () => (files ? onConfirm() : Promise.reject(new Error('The files are not known yet.')));

  return (
    <AlertDialog
      isOpen={ids.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      confirmLabel={trans('Delete')}
      cancelLabel={trans('Cancel')}
      intent="danger"
      onConfirm={confirm}
    >
      <p>{message}</p>
      {isLoading && (
        <p className="mt-3 flex items-center gap-2">
          <Spinner size="sm" aria-label={trans('Finding the stored files')} />
          {trans('Finding the stored files…')}
        </p>
      )}
      {error !== undefined && !files && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-danger" role="alert">
          {trans('The stored files could not be listed.')}
          <Button variant="outline" size="sm" onPress={() => void reload()}>
            {trans('Try again')}
          </Button>
        </p>
      )}
      {files && files.length === 0 && <p className="mt-3">{trans('No stored files are removed.')}</p>}
      {files && files.length > 0 && (
        <>
          <p className="mt-3" id={filesLabel}>
            {trans('These files are removed from storage:')}
          </p>
          <ul
            aria-labelledby={filesLabel}
            className="mt-1 max-h-48 list-disc overflow-y-auto ps-5 font-mono text-foreground text-xs"
          >
            {files.map((file) => (
              <li key={file} className="break-all">
                {file}
              </li>
            ))}
          </ul>
        </>
      )}
    </AlertDialog>
  );
}
