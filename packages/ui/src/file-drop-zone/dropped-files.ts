import { type DropItem, isDirectoryDropItem, isFileDropItem } from 'react-aria-components';
import { type SortedFiles, sortFiles } from '../file-trigger/accepted-files';

/**
 * Gives a file taken out of a dropped folder its path inside that folder, as `<input webkitdirectory>` does for a
 * picked folder: the browser leaves `webkitRelativePath` empty for files read from drop entries, and uploaders
 * read the path there (to keep the folder's layout and to fingerprint the file).
 */
function withRelativePath(file: File, relativePath: string): File {
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath, configurable: true });
  return file;
}

async function collect(items: Iterable<DropItem> | AsyncIterable<DropItem>, folder: string, into: File[]) {
  for await (const item of items) {
    if (isFileDropItem(item)) {
      const file = await item.getFile();
      into.push(folder === '' ? file : withRelativePath(file, `${folder}/${file.name}`));
    } else if (isDirectoryDropItem(item)) {
      await collect(item.getEntries(), folder === '' ? item.name : `${folder}/${item.name}`, into);
    }
  }
}

/**
 * The files of dropped or pasted items, folders walked to their files (each with its path inside the dropped
 * folder), sorted by the accepted types. Text and other items are skipped.
 */
export async function filesFromDroppedItems(
  items: readonly DropItem[],
  acceptedFileTypes?: readonly string[],
): Promise<SortedFiles> {
  const files: File[] = [];
  await collect(items, '', files);
  return sortFiles(files, acceptedFileTypes);
}

/** Whether this browser can pick a whole folder (`webkitdirectory`; not on iOS and most mobile browsers). */
export function canPickFolders(): boolean {
  if (typeof document === 'undefined') return false;
  if (/\b(iPhone|iPad|iPod|Android)\b/.test(globalThis.navigator?.userAgent ?? '')) return false;
  return 'webkitdirectory' in document.createElement('input');
}
