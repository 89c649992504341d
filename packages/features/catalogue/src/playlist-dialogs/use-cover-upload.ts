import { useTrans } from '@tonearm/shell';
import { useUploadHub, useUploads } from '@tonearm/uploads';
import { useState } from 'react';
import { CoverUploadError, checkCoverFile, uploadCover } from './cover-upload';

export interface CoverUpload {
  /** Whether a picked image is being sent. */
  isUploading: boolean;
  /** Whole percent of the image the server has while it is sent; `null` otherwise. */
  progress: number | null;
  /** Why the last pick was refused or could not be sent, in the visitor's language; `null` when it went well. */
  error: string | null;
  /** Checks the picked file against the cover rules, then uploads it; answers its URL, or `null` when it failed. */
  upload(file: File | undefined): Promise<string | null>;
  /** Forgets the last error (the cover was removed). */
  clearError(): void;
}

/**
 * A playlist cover sent at once through the app's upload engine to the public disk (image/*, at most 2 MB), with
 * its progress; the form sends the URL it answers on Save.
 */
export function useCoverUpload(): CoverUpload {
  const hub = useUploadHub();
  const { trans } = useTrans();
  const uploads = useUploads();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = uploadId === null ? undefined : uploads.find((upload) => upload.id === uploadId);
  return {
    isUploading,
    progress: isUploading ? (current?.percentage ?? 0) : null,
    error,
    clearError: () => setError(null),
    upload: async (file) => {
      const problem = checkCoverFile(file);
      setError(problem === null ? null : file ? trans(problem) : trans('Please select an image.'));
      if (problem || !file) return null;
      setUploading(true);
      try {
        return await uploadCover(hub, file, setUploadId);
      } catch (failure) {
        setError(
          failure instanceof CoverUploadError && failure.reason
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
