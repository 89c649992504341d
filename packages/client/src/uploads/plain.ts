import { fileEntryResponseSchema } from '../contract/file-entry';
import { readTransportAnswer } from './transport-answer';
import type { UploadStrategy } from './upload-job';
import { metadataFields } from './upload-metadata';

/** Where a plain upload goes. */
export const PLAIN_UPLOAD_PATH = 'file-entries';

/**
 * Plain upload (doc 000 §7): one multipart `POST file-entries` with the file, `clientMime`, `clientExtension` and
 * the metadata, sent through the transport for upload progress. The file goes as it is: the browser streams it
 * from disk.
 */
export const uploadPlain: UploadStrategy = async (job) => {
  const { file } = job;
  const callName = `POST ${PLAIN_UPLOAD_PATH}`;
  const form = new FormData();
  form.set('file', file.native, file.name);
  form.set('clientMime', file.mime);
  form.set('clientExtension', file.extension);
  for (const [name, value] of Object.entries(metadataFields(job.metadata))) form.set(name, value);
  const answer = await job.send({
    method: 'POST',
    url: job.absoluteUrl(job.http.url(PLAIN_UPLOAD_PATH)),
    callName,
    headers: { Accept: 'application/json' },
    body: form,
    onUploadProgress: (bytesSent) => job.reportProgress(bytesSent),
  });
  const { fileEntry } = await readTransportAnswer(answer, { callName, schema: fileEntryResponseSchema });
  return fileEntry;
};
