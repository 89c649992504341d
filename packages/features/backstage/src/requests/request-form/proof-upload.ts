import { checkUploadRestrictions, describeUploadedFile, type UploadRestrictions } from '@tonearm/client';
import { BACKSTAGE_PROOF_MAX_BYTES } from '@tonearm/client/contract';
import type { UploadHub } from '@tonearm/uploads';

/** An identity document is an image. */
export const PROOF_ACCEPTED_TYPES = ['image/*'] as const;
/** Shown when what was picked or dropped holds no file at all. */
export const SELECT_AN_IMAGE_MESSAGE = 'Please select an image.';

const PROOF_RESTRICTIONS: UploadRestrictions = {
  maxFileSize: BACKSTAGE_PROOF_MAX_BYTES,
  allowedFileTypes: PROOF_ACCEPTED_TYPES,
};

/** Why a picked document cannot be uploaded (the upload engine's words), `null` when it can. */
export function checkProofFile(file: File | undefined): string | null {
  if (!file) return SELECT_AN_IMAGE_MESSAGE;
  return checkUploadRestrictions(describeUploadedFile(file, null), PROOF_RESTRICTIONS);
}

/** Why the upload engine could not store the document: its message, or `null` for a generic one. */
export class ProofUploadError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'The image could not be uploaded.');
    this.name = 'ProofUploadError';
  }
}

/** What the request keeps of an uploaded document. */
export interface UploadedProof {
  id: number;
  name: string;
  size: number;
}

/**
 * Sends the identity document through the app's upload engine to the private disk (read only by its owner, and by
 * reviewers through the request), and answers its file entry. `onStarted` gets the upload's id to follow its
 * progress; it leaves the uploads list once it ends, as the field shows how it went.
 */
export async function uploadProof(
  hub: UploadHub,
  file: File,
  onStarted?: (id: string) => void,
): Promise<UploadedProof> {
  const queue = await hub.queue();
  const [upload] = queue.add([file], {
    method: 'plain',
    metadata: { disk: 'uploads' },
    restrictions: PROOF_RESTRICTIONS,
  });
  if (!upload) throw new ProofUploadError(null);
  onStarted?.(upload.id);
  const settled = await queue.whenSettled(upload.id);
  hub.remove(upload.id);
  if (settled.status !== 'completed' || !settled.entry) throw new ProofUploadError(settled.error ?? null);
  return { id: settled.entry.id, name: settled.entry.name ?? file.name, size: settled.entry.file_size };
}
