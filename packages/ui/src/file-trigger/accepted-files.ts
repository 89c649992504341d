import { type DropItem, isFileDropItem } from 'react-aria-components';

/**
 * Whether a file matches a list of accepted types as in an `<input accept>`: exact MIME types (`image/png`),
 * wildcards (`image/*`) and extensions (`.mp3`). No list, or an empty one, accepts everything.
 */
export function isAcceptedFile(
  file: { type: string; name: string },
  acceptedFileTypes?: readonly string[],
): boolean {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return acceptedFileTypes.some((accepted) => {
    const pattern = accepted.trim().toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

export interface SortedFiles {
  /** Files that match the accepted types, in the order given. */
  accepted: File[];
  /** Files that do not, so the caller can say 'This file type is not allowed'. */
  rejected: File[];
}

/** Splits files into those that match the accepted types and those that do not. */
export function sortFiles(files: Iterable<File>, acceptedFileTypes?: readonly string[]): SortedFiles {
  const sorted: SortedFiles = { accepted: [], rejected: [] };
  for (const file of files) {
    (isAcceptedFile(file, acceptedFileTypes) ? sorted.accepted : sorted.rejected).push(file);
  }
  return sorted;
}

/** Takes the files out of dropped or pasted items (text and folders are skipped) and sorts them by type. */
export async function filesFromDropItems(
  items: readonly DropItem[],
  acceptedFileTypes?: readonly string[],
): Promise<SortedFiles> {
  const fileItems = items.filter(isFileDropItem);
  const files = await Promise.all(fileItems.map((item) => item.getFile()));
  return sortFiles(files, acceptedFileTypes);
}
