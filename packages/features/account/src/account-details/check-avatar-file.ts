import { checkUploadRestrictions, describeUploadedFile, type UploadRestrictions } from '@tonearm/client';

/** Doc 000 §9: avatars are at most 2 MB. */
export const AVATAR_MAX_SIZE = 2 * 1024 * 1024;
/** Doc 000 §5: only images. */
export const AVATAR_ACCEPTED_TYPES = ['image/*'] as const;
/** Doc 000 §5: shown when what was picked or dropped holds no file at all. */
export const SELECT_AN_IMAGE_MESSAGE = 'Please select an image.';

const AVATAR_RESTRICTIONS: UploadRestrictions = {
  maxFileSize: AVATAR_MAX_SIZE,
  allowedFileTypes: AVATAR_ACCEPTED_TYPES,
};

/**
 * Why a picked avatar cannot be uploaded, `null` when it can: no file → 'Please select an image.'; over 2 MB →
 * '`name` exceeds maximum allowed size of 2 MB'; not an image → 'This file type is not allowed'.
 */
export function checkAvatarFile(file: File | undefined): string | null {
  if (!file) return SELECT_AN_IMAGE_MESSAGE;
  return checkUploadRestrictions(describeUploadedFile(file, null), AVATAR_RESTRICTIONS);
}
