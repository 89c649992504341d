import * as z from 'zod/mini';
import { isHttpError } from '../errors/guards';
import { uploadMissingParts } from './multipart-parts';
import { multipartPartSize, planParts } from './multipart-plan';
import { createS3Entry } from './s3-entries';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  getUploadedParts,
  type MultipartUploadRef,
} from './s3-multipart-calls';
import type { UploadJob, UploadStrategy } from './upload-job';

const multipartRecordSchema = z.object({
  uploadId: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  partSize: z.int().check(z.positive()),
  /** Storage assembled the file; only the file entry is left to create. */
  completed: z.optional(z.boolean()),
});
type MultipartRecord = z.infer<typeof multipartRecordSchema>;

/** The ETags of the parts storage holds that match the plan; an odd or missing part is simply sent again. */
async function storedParts(
  job: UploadJob,
  record: MultipartRecord,
): Promise<Map<number, string> | undefined> {
  const plan = planParts(job.file.size, record.partSize);
  try {
    const parts = await getUploadedParts(job, record);
    const etags = new Map<number, string>();
    for (const { PartNumber, ETag, Size } of parts) {
      const planned = plan[PartNumber - 1];
      if (planned !== undefined && (Size === undefined || Size === planned.end - planned.start)) {
        etags.set(PartNumber, ETag);
      }
    }
    return etags;
  } catch (error) {
    // A 4xx means storage no longer knows the upload (expired, aborted): start a new one.
    if (isHttpError(error) && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

/**
 * Multipart upload to S3 storage (doc 000 §7, §9): creates the upload, or resumes the one stored for this file and
 * user after asking storage which parts it has; sends the missing parts on URLs signed just in time; completes it
 * with the ETags in ascending part order; records the file entry. A cancel aborts the upload so storage frees its
 * parts.
 */
export const uploadWithS3Multipart: UploadStrategy = async (job) => {
  const { file } = job;
  // The upload storage holds parts of, aborted if the user cancels; none once storage assembled the file.
  let openUpload: MultipartUploadRef | undefined;
  try {
    let record = job.resume.read('s3-multipart', file.fingerprint, multipartRecordSchema);
    let etags = new Map<number, string>();
    if (record !== undefined && record.completed !== true) {
      openUpload = record;
      const stored = await storedParts(job, record);
      if (stored === undefined) {
        job.resume.remove('s3-multipart', file.fingerprint);
        record = undefined;
        openUpload = undefined;
      } else etags = stored;
    }
    if (record === undefined) {
      openUpload = await createMultipartUpload(job);
      record = { ...openUpload, partSize: multipartPartSize(file.size, job.partSize) };
      job.resume.write('s3-multipart', file.fingerprint, record);
    }
    if (record.completed !== true) {
      openUpload = record;
      const parts = planParts(file.size, record.partSize);
      const allEtags = await uploadMissingParts(job, record, parts, etags);
      await completeMultipartUpload(job, record, allEtags);
      record = { ...record, completed: true };
      job.resume.write('s3-multipart', file.fingerprint, record);
      openUpload = undefined;
    }
    const entry = await createS3Entry(job, record.key);
    job.resume.remove('s3-multipart', file.fingerprint);
    return entry;
  } catch (error) {
    if (job.signal.aborted && job.cancelled && openUpload !== undefined) {
      const { uploadId } = openUpload;
      await abortMultipartUpload(job, openUpload);
      // A retry may have stored a new upload meanwhile; only this one's record goes.
      if (job.resume.read('s3-multipart', file.fingerprint, multipartRecordSchema)?.uploadId === uploadId) {
        job.resume.remove('s3-multipart', file.fingerprint);
      }
    }
    throw error;
  }
};
