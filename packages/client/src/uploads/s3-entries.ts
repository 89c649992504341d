import { fileEntryResponseSchema, type ServerFileEntry } from '../contract/file-entry';
import type { UploadJob } from './upload-job';
import { metadataBody } from './upload-metadata';

/** The call that records a file stored straight in S3 as a file entry. */
export const S3_ENTRIES_PATH = 's3/entries';

/**
 * `POST s3/entries {clientMime, clientName, filename, size, clientExtension, plus metadata}` (doc 000 §7): the
 * file name is the last segment of the storage key.
 */
export async function createS3Entry(job: UploadJob, key: string): Promise<ServerFileEntry> {
  const { file } = job;
  const { fileEntry } = await job.http.post(
    S3_ENTRIES_PATH,
    {
      ...metadataBody(job.metadata),
      clientMime: file.mime,
      clientName: file.name,
      filename: key.split('/').pop() ?? key,
      size: file.size,
      clientExtension: file.extension,
    },
    { schema: fileEntryResponseSchema, signal: job.signal, callName: `POST ${S3_ENTRIES_PATH}` },
  );
  return fileEntry;
}
