import { useTrans } from '@tonearm/shell';
import { useUploadHub, useUploads } from '@tonearm/uploads';
import { useState } from 'react';
import { checkProofFile, ProofUploadError, type UploadedProof, uploadProof } from './proof-upload';

export interface ProofUpload {
  /** Whether a picked image is being sent. */
  isUploading: boolean;
  /** Whole percent sent while uploading; `null` otherwise. */
  progress: number | null;
  /** Why the last pick was refused or failed, in the visitor's language; `null` when it went well. */
  error: string | null;
  /** The document uploaded last, shown by name and size. */
  uploaded: UploadedProof | null;
  /** Checks the picked file, then uploads it; answers the stored document, or `null` when it failed. */
  upload(file: File | undefined): Promise<UploadedProof | null>;
  /** Forgets the document (removed by the user). */
  clear(): void;
}

/** The identity document of a request, sent at once through the app's upload engine with its progress. */
export function useProofUpload(): ProofUpload {
  const hub = useUploadHub();
  const { trans } = useTrans();
  const uploads = useUploads();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedProof | null>(null);
  const current = uploadId === null ? undefined : uploads.find((upload) => upload.id === uploadId);
  return {
    isUploading,
    progress: isUploading ? (current?.percentage ?? 0) : null,
    error,
    uploaded,
    clear: () => {
      setError(null);
      setUploaded(null);
    },
    upload: async (file) => {
      const problem = checkProofFile(file);
      setError(problem === null ? null : file ? trans(problem) : trans('Please select an image.'));
      if (problem || !file) return null;
      setUploading(true);
      try {
        const stored = await uploadProof(hub, file, setUploadId);
        setUploaded(stored);
        return stored;
      } catch (failure) {
        setError(
          failure instanceof ProofUploadError && failure.reason
            ? trans(failure.reason)
            : trans('The image could not be uploaded.'),
        );
        return null;
      } finally {
        setUploading(false);
        setUploadId(null);
      }
    },
  };
}
