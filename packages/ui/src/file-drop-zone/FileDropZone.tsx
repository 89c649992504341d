import { type ReactNode, useId, useState } from 'react';
import { Text } from 'react-aria-components';
import { Button } from '../button/Button';
import { DropZone } from '../file-trigger/DropZone';
import { FileTrigger } from '../file-trigger/FileTrigger';
import { fieldErrorStyles } from '../text-field/field.variants';
import { cn } from '../utils/cn';
import { UploadIcon } from '../utils/icons';
import { canPickFolders, filesFromDroppedItems } from './dropped-files';

export interface FileDropZoneProps {
  /** What the zone takes ('Drop audio files here'); it also names the zone's drop button. */
  label: ReactNode;
  /** A line under the label about what is accepted ('MP3, FLAC or WAV, up to 2 GB'). */
  description?: ReactNode;
  /**
   * The file types taken, as in an `<input accept>` (`audio/*`, `.flac`); none means any. Files of other types
   * still reach `onFiles`, as `rejected`, so the refusal can be explained.
   */
  acceptedFileTypes?: readonly string[];
  /**
   * Whether several files may be chosen at once.
   * @default true
   */
  allowsMultiple?: boolean;
  /**
   * Whether a whole folder may be chosen or dropped. The folder button shows only where the browser can pick
   * folders (not on phones); dropped folders are walked everywhere.
   * @default false
   */
  allowsFolders?: boolean;
  /**
   * Called with the dropped, pasted or chosen files split by `acceptedFileTypes`. Files from a folder carry their
   * path inside it in `webkitRelativePath`.
   */
  onFiles?: (accepted: File[], rejected: File[]) => void;
  /** Why the last files were refused; shown under the buttons, announced politely, and drawn as an invalid zone. */
  errorMessage?: ReactNode;
  /**
   * Whether the zone takes nothing (while an upload it started is sent, say).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The file picker button's text.
   * @default 'Choose files', or 'Choose a file' when `allowsMultiple` is false
   */
  chooseFilesLabel?: string;
  /**
   * The folder picker button's text.
   * @default 'Choose a folder'
   */
  chooseFolderLabel?: string;
  /**
   * Content shown before the label, in place of the upload icon (a current picture, say).
   * @default an upload icon
   */
  children?: ReactNode;
  /** Extra classes for `[data-slot="file-drop-zone"]`. */
  className?: string;
}

/**
 * A place to upload files: drag them onto it, paste them while its drop button has focus, or press its real
 * picker buttons (files, and folders where the browser allows). Styling hooks: `[data-slot="file-drop-zone"]`
 * with `[data-invalid]` while `errorMessage` is set; inside it the zone `[data-slot="drop-zone"]` with
 * `[data-drop-target]` while files are dragged over it, `[data-invalid]`, `[data-disabled]`; the message is
 * `[data-slot="file-drop-zone-error"]`.
 */
export function FileDropZone({
  label,
  description,
  acceptedFileTypes,
  allowsMultiple = true,
  allowsFolders = false,
  onFiles,
  errorMessage,
  isDisabled = false,
  chooseFilesLabel = allowsMultiple ? 'Choose files' : 'Choose a file',
  chooseFolderLabel = 'Choose a folder',
  children,
  className,
}: FileDropZoneProps) {
  const errorId = useId();
  // Read once on mount: the folder picker depends on the browser, which does not change.
  const [showsFolderButton] = useState(() => allowsFolders && canPickFolders());
  const isInvalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  const describedBy = isInvalid ? errorId : undefined;
  const accept = acceptedFileTypes ? [...acceptedFileTypes] : undefined;
  return (
    <div
      data-slot="file-drop-zone"
      data-invalid={isInvalid || undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <DropZone
        data-invalid={isInvalid || undefined}
        isDisabled={isDisabled}
        onDrop={async (event) => {
          if (!onFiles) return;
          const { accepted, rejected } = await filesFromDroppedItems(
            allowsMultiple ? event.items : event.items.slice(0, 1),
            acceptedFileTypes,
          );
          onFiles(allowsMultiple ? accepted : accepted.slice(0, 1), rejected);
        }}
        className="group/file-drop-zone data-[invalid]:border-danger data-[drop-target]:data-[invalid]:border-primary"
      >
        {children ?? (
          <UploadIcon className="size-8 transition-transform group-data-[drop-target]/file-drop-zone:-translate-y-1 motion-reduce:transition-none" />
        )}
        <div className="flex flex-col gap-1">
          <Text slot="label" className="font-medium text-foreground">
            {label}
          </Text>
          {description ? <span className="text-xs">{description}</span> : null}
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <FileTrigger
            acceptedFileTypes={accept}
            allowsMultiple={allowsMultiple}
            onSelectFiles={(accepted, rejected) => onFiles?.(accepted, rejected)}
          >
            <Button variant="outline" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
              {chooseFilesLabel}
            </Button>
          </FileTrigger>
          {showsFolderButton ? (
            // Browsers ignore `accept` in a folder picker; FileTrigger sorts the folder's files by type instead.
            <FileTrigger
              acceptDirectory
              acceptedFileTypes={accept}
              onSelectFiles={(accepted, rejected) => onFiles?.(accepted, rejected)}
            >
              <Button variant="ghost" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
                {chooseFolderLabel}
              </Button>
            </FileTrigger>
          ) : null}
        </div>
      </DropZone>
      <p id={errorId} data-slot="file-drop-zone-error" aria-live="polite" className={fieldErrorStyles}>
        {isInvalid ? errorMessage : null}
      </p>
    </div>
  );
}
