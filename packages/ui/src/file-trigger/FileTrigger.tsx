import {
  FileTrigger as RACFileTrigger,
  type FileTriggerProps as RACFileTriggerProps,
} from 'react-aria-components';
import { sortFiles } from './accepted-files';

export interface FileTriggerProps extends RACFileTriggerProps {
  /**
   * Called with the chosen files split by `acceptedFileTypes`: the picker's filter is only a hint that users can
   * switch off, so the files are checked again.
   */
  onSelectFiles?: (accepted: File[], rejected: File[]) => void;
}

/**
 * Opens the system file picker from the pressable child it wraps (a `Button`): `acceptedFileTypes`,
 * `allowsMultiple`, `acceptDirectory`, `defaultCamera`. Renders no element of its own.
 */
export function FileTrigger({ onSelect, onSelectFiles, acceptedFileTypes, ...props }: FileTriggerProps) {
  return (
    <RACFileTrigger
      {...props}
      acceptedFileTypes={acceptedFileTypes}
      onSelect={(files) => {
        onSelect?.(files);
        if (!onSelectFiles || !files) return;
        const { accepted, rejected } = sortFiles(files, acceptedFileTypes);
        onSelectFiles(accepted, rejected);
      }}
    />
  );
}
