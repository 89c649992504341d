import type { FileKind } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** The words for each kind of file, in the reader's language. */
export const kindLabels = (trans: Translate): Record<FileKind, string> => ({
  image: trans('Image'),
  audio: trans('Audio'),
  video: trans('Video'),
  text: trans('Text'),
  pdf: trans('PDF'),
  archive: trans('Archive'),
  other: trans('Other'),
});

/** The words for each disk, in the reader's language. */
export const diskLabels = (trans: Translate): Record<'public' | 'uploads', string> => ({
  public: trans('Public'),
  uploads: trans('Private'),
});
