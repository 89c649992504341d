import type { ErrorLogFile } from '@tonearm/client/contract';
import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, ButtonLink, Select, SelectItem } from '@tonearm/ui';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';

export interface ErrorLogFilePickerProps {
  files: readonly ErrorLogFile[];
  selected: ErrorLogFile;
  onSelect: (name: string) => void;
  downloadUrl: string;
  /** Shown only to admins who may delete logs; deletes the selected file (a rejection keeps the dialog open). */
  onDelete?: () => Promise<void>;
}

/** The log file on screen, chosen among the daily files (name and size), with its download and delete. */
export function ErrorLogFilePicker({
  files,
  selected,
  onSelect,
  downloadUrl,
  onDelete,
}: ErrorLogFilePickerProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={trans('Log file')}
        value={selected.name}
        onChange={(key) => onSelect(String(key))}
        className="min-w-64"
      >
        {files.map((file) => (
          <SelectItem key={file.name} id={file.name} textValue={file.name}>
            {`${file.name} (${formatBytes(file.size, locale)})`}
          </SelectItem>
        ))}
      </Select>
      <ButtonLink variant="outline" href={downloadUrl} download>
        {trans('Download')}
        <span className="sr-only"> {selected.name}</span>
      </ButtonLink>
      {onDelete && (
        <>
          <Button variant="outline" onPress={() => setConfirming(true)}>
            {trans('Delete file')}
          </Button>
          <AlertDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={trans('Delete :file?', { file: selected.name })}
            intent="danger"
            confirmLabel={trans('Delete')}
            cancelLabel={trans('Cancel')}
            onConfirm={onDelete}
          >
            {trans('Every entry in this file is removed. This cannot be undone.')}
          </AlertDialog>
        </>
      )}
    </div>
  );
}
