import * as z from 'zod/mini';
import { fileEntryResponseSchema } from '../contract/file-entry';
import { RESUMABLE_RETRY_DELAYS_MS } from './retry-policy';
import { createTusUpload, patchTusChunk, readTusUpload, terminateTusUpload } from './tus-requests';
import type { UploadStrategy } from './upload-job';

/** The tus endpoint, under the API prefix (doc 000 §7). */
export const TUS_UPLOAD_PATH = 'tus/upload';
/** The call that turns a finished tus upload into a file entry. */
export const TUS_ENTRIES_PATH = 'tus/entries';
/** Bytes per PATCH when the site sets no `uploads.chunk_size`: loopback measurements put 5–8 MiB near disk speed. */
export const DEFAULT_TUS_CHUNK_SIZE = 8 * 1024 * 1024;

const tusRecordSchema = z.object({ uploadUrl: z.string().check(z.minLength(1)) });

// The server knows the upload by the last segment of its URL.
function uploadKeyOf(uploadUrl: string): string {
  return new URL(uploadUrl).pathname.split('/').filter(Boolean).pop() ?? '';
}

/**
 * Resumable upload over tus 1.0 (doc 000 §7, §8): resumes a stored upload of the same file and user (HEAD), or
 * creates one (POST); sends the file in chunks (PATCH); after a failure asks the server for its offset and goes on
 * from there, on the retry table. A finished upload becomes a file entry through `POST tus/entries {uploadKey}`;
 * only then is the resume record removed. A cancel deletes the upload on the server (DELETE).
 */
export const uploadWithTus: UploadStrategy = async (job) => {
  const { file } = job;
  const endpoint = job.absoluteUrl(job.http.url(TUS_UPLOAD_PATH));
  let uploadUrl = job.resume.read('tus', file.fingerprint, tusRecordSchema)?.uploadUrl;
  try {
    const finishedUrl = await job.retrying(async (reportProgress) => {
      let offset: number | undefined;
      if (uploadUrl !== undefined) {
        const state = await readTusUpload(job, uploadUrl);
        if (state.kind === 'offset') offset = state.offset;
        else {
          job.resume.remove('tus', file.fingerprint);
          uploadUrl = undefined;
        }
      }
      if (uploadUrl === undefined || offset === undefined) {
        uploadUrl = await createTusUpload(job, endpoint);
        offset = 0;
      }
      const url = uploadUrl;
      job.resume.write('tus', file.fingerprint, { uploadUrl: url });
      job.reportProgress(offset);
      while (offset < file.size) {
        offset = await patchTusChunk(job, url, offset);
        job.resume.write('tus', file.fingerprint, { uploadUrl: url });
        job.reportProgress(offset);
        reportProgress();
      }
      return url;
    }, RESUMABLE_RETRY_DELAYS_MS);
    const { fileEntry } = await job.http.post(
      TUS_ENTRIES_PATH,
      { uploadKey: uploadKeyOf(finishedUrl) },
      { schema: fileEntryResponseSchema, signal: job.signal, callName: `POST ${TUS_ENTRIES_PATH}` },
    );
    job.resume.remove('tus', file.fingerprint);
    return fileEntry;
  } catch (error) {
    if (job.signal.aborted && job.cancelled && uploadUrl !== undefined) {
      await terminateTusUpload(job, uploadUrl);
      // A retry may have stored a new upload meanwhile; only this one's record goes.
      if (job.resume.read('tus', file.fingerprint, tusRecordSchema)?.uploadUrl === uploadUrl) {
        job.resume.remove('tus', file.fingerprint);
      }
    }
    throw error;
  }
};
