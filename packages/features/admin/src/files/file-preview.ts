import type { AdminFileEntry } from '@tonearm/client/contract';

/** How the preview shows a file: as a picture, as a player, or not at all. */
export type FilePreview = 'image' | 'audio' | null;

/**
 * Which files the preview can show: images and audio whose bytes are still stored. A file in the trash keeps its
 * bytes until it is deleted forever, so it can still be previewed.
 */
export function filePreviewOf(file: Pick<AdminFileEntry, 'kind'>): FilePreview {
  if (file.kind === 'image') return 'image';
  if (file.kind === 'audio') return 'audio';
  return null;
}
