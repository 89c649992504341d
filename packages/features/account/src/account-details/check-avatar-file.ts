import {
  checkUploadRestrictions,
  describeUploadedFile,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type UploadRestrictions,
} from '@tonearm/client';
import { formatBytes } from '@tonearm/client/rules';
import type { Translate } from '@tonearm/shell';

/** Doc 000 §9: avatars are at most 2 MB. */
export const AVATAR_MAX_SIZE = 2 * 1024 * 1024;
/** Doc 000 §5: only images. */
export const AVATAR_ACCEPTED_TYPES = ['image/*'] as const;

const AVATAR_RESTRICTIONS: UploadRestrictions = {
  maxFileSize: AVATAR_MAX_SIZE,
  allowedFileTypes: AVATAR_ACCEPTED_TYPES,
};

/**
 * Why a picked avatar cannot be uploaded, in the visitor's language, `null` when it can (doc 000 §5): no file →
 * 'Please select an image.'; over 2 MB → '`name` exceeds maximum allowed size of 2 MB'; not an image → 'This
 * file type is not allowed'. The size is written in `locale`.
 */
export function checkAvatarFile(file: File | undefined, trans: Translate, locale = 'en'): string | null {
  if (!file) return trans('Please select an image.');
  // The upload engine decides, in English; its two refusals are worded again here for the visitor.
  const problem = checkUploadRestrictions(describeUploadedFile(file, null), AVATAR_RESTRICTIONS);
  if (problem === null) return null;
  if (problem === FILE_TYPE_NOT_ALLOWED_MESSAGE) return trans('This file type is not allowed');
  return trans('`:file` exceeds maximum allowed size of :size', {
    file: file.name,
    size: formatBytes(AVATAR_MAX_SIZE, locale),
  });
}
