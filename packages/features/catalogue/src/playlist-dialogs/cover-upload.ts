import { checkUploadRestrictions, describeUploadedFile, type UploadRestrictions } from '@tonearm/client';
import type { UploadHub } from '@tonearm/uploads';

/** A playlist cover is at most 2 MB, as avatars are (doc 000 §9). */
export const COVER_MAX_SIZE = 2 * 1024 * 1024;
/** Only images (doc 000 §5). */
export const COVER_ACCEPTED_TYPES = ['image/*'] as const;
/** Shown when what was picked or dropped holds no file at all (doc 000 §5). */
export const SELECT_AN_IMAGE_MESSAGE = 'Please select an image.';

const COVER_RESTRICTIONS: UploadRestrictions = {
  maxFileSize: COVER_MAX_SIZE,
  allowedFileTypes: COVER_ACCEPTED_TYPES,
};

/**
 * Why a picked cover cannot be uploaded, `null` when it can, in the upload engine's words: no file → 'Please
 * select an image.'; over 2 MB → '`name` exceeds maximum allowed size of 2 MB'; not an image → 'This file type is
 * not allowed'.
 */
export function checkCoverFile(file: File | undefined): string | null {
  if (!file) return SELECT_AN_IMAGE_MESSAGE;
  return checkUploadRestrictions(describeUploadedFile(file, null), COVER_RESTRICTIONS);
}

/** Why the upload engine could not store the cover: its message (a restriction, the server's), or `null`. */
export class CoverUploadError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'The image could not be uploaded.');
    this.name = 'CoverUploadError';
  }
}

/**
 * Sends the cover through the app's upload engine to the public disk as one plain upload, and answers the stored
 * entry's URL. `onStarted` gets the upload's id, to follow its progress on the hub; it leaves the uploads list once
 * it ends, as the cover field shows how it went.
 */
export async function uploadCover(
  hub: UploadHub,
  file: File,
  onStarted?: (id: string) => void,
): Promise<string> {
  const queue = await hub.queue();
  const [upload] = queue.add([file], {
    method: 'plain',
    metadata: { disk: 'public' },
    restrictions: COVER_RESTRICTIONS,
  });
  if (!upload) throw new CoverUploadError(null);
  onStarted?.(upload.id);
  const settled = await queue.whenSettled(upload.id);
  hub.remove(upload.id);
  if (settled.status !== 'completed' || !settled.entry) throw new CoverUploadError(settled.error ?? null);
  return settled.entry.url;
}
