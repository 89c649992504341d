import type { FileKind } from '@tonearm/client/contract';

/** The words for each kind of file, before translation. */
export const KIND_LABELS: Record<FileKind, string> = {
  image: 'Image',
  audio: 'Audio',
  video: 'Video',
  text: 'Text',
  pdf: 'PDF',
  archive: 'Archive',
  other: 'Other',
};

/** The words for each disk, before translation. */
export const DISK_LABELS: Record<'public' | 'uploads', string> = {
  public: 'Public',
  uploads: 'Private',
};
