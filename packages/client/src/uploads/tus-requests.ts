import type { TransportResponse } from './ports';
import { isSuccessStatus, unexpectedAnswerError } from './transport-answer';
import { encodeTusMetadata } from './tus-metadata';
import type { UploadJob } from './upload-job';
import { metadataFields } from './upload-metadata';
import { UploadProtocolError } from './upload-protocol-error';

/** The tus protocol version spoken (`Tus-Resumable`). */
export const TUS_VERSION = '1.0.0';
/** The content type of a tus PATCH body. */
export const TUS_PATCH_CONTENT_TYPE = 'application/offset+octet-stream';
/** The tus status for an upload another request is still writing (doc 000 §8). */
const LOCKED = 423;

/** What the server knows of a stored upload: how far it got, or that it is gone. */
export type TusUploadState = { kind: 'offset'; offset: number } | { kind: 'gone' };

function readOffset(answer: TransportResponse, callName: string): number {
  const offset = Number.parseInt(answer.headers.get('Upload-Offset') ?? '', 10);
  if (Number.isNaN(offset) || offset < 0) {
    throw new UploadProtocolError('the answer has no valid Upload-Offset header', {
      callName,
      status: answer.status,
    });
  }
  return offset;
}

/** The upload's metadata fields (doc 000 §7): its fingerprint as `name`, the client's view of the file, the metadata. */
export function tusMetadataFields(job: UploadJob): Record<string, string> {
  const { file } = job;
  return {
    name: file.fingerprint,
    clientName: file.name,
    clientExtension: file.extension,
    clientMime: file.mime,
    clientSize: String(file.size),
    ...metadataFields(job.metadata),
  };
}

/** Creation: `POST {endpoint}` announcing the length and metadata; answers the new upload's absolute URL. */
export async function createTusUpload(job: UploadJob, endpoint: string): Promise<string> {
  const callName = 'POST tus/upload';
  const answer = await job.send({
    method: 'POST',
    url: endpoint,
    callName,
    headers: {
      'Tus-Resumable': TUS_VERSION,
      'Upload-Length': String(job.file.size),
      'Upload-Metadata': encodeTusMetadata(tusMetadataFields(job)),
    },
  });
  if (!isSuccessStatus(answer.status)) throw await unexpectedAnswerError(answer, callName);
  const location = answer.headers.get('Location');
  if (location === null || location === '') {
    throw new UploadProtocolError('the answer has no Location header', { callName, status: answer.status });
  }
  return job.absoluteUrl(location, endpoint);
}

/**
 * Resume: `HEAD {upload}` for the server's offset. A 423 (locked) is an error the retry table handles; any other
 * 4xx, or an upload of another length, means it is gone and a new one must start (doc 000 §8).
 */
export async function readTusUpload(job: UploadJob, uploadUrl: string): Promise<TusUploadState> {
  const callName = 'HEAD tus/upload';
  const answer = await job.send({
    method: 'HEAD',
    url: uploadUrl,
    callName,
    headers: { 'Tus-Resumable': TUS_VERSION },
  });
  if (answer.status >= 400 && answer.status < 500 && answer.status !== LOCKED) return { kind: 'gone' };
  if (!isSuccessStatus(answer.status)) throw await unexpectedAnswerError(answer, callName);
  const length = answer.headers.get('Upload-Length');
  const offset = readOffset(answer, callName);
  if ((length !== null && Number(length) !== job.file.size) || offset > job.file.size)
    return { kind: 'gone' };
  return { kind: 'offset', offset };
}

/** Sends the chunk starting at `offset` (`PATCH {upload}`); answers the server's new offset. */
export async function patchTusChunk(job: UploadJob, uploadUrl: string, offset: number): Promise<number> {
  const callName = 'PATCH tus/upload';
  const end = Math.min(offset + job.chunkSize, job.file.size);
  const answer = await job.send({
    method: 'PATCH',
    url: uploadUrl,
    callName,
    headers: {
      'Tus-Resumable': TUS_VERSION,
      'Upload-Offset': String(offset),
      'Content-Type': TUS_PATCH_CONTENT_TYPE,
    },
    body: job.slice(offset, end),
    onUploadProgress: (bytesSent) => job.reportProgress(offset + Math.min(bytesSent, end - offset)),
  });
  if (!isSuccessStatus(answer.status)) throw await unexpectedAnswerError(answer, callName);
  const next = readOffset(answer, callName);
  if (next <= offset || next > job.file.size) {
    throw new UploadProtocolError(`the offset went from ${offset} to ${next}`, {
      callName,
      status: answer.status,
    });
  }
  return next;
}

/** Termination: `DELETE {upload}`, best effort, once the user cancelled. */
export async function terminateTusUpload(job: UploadJob, uploadUrl: string): Promise<void> {
  await job
    .sendCleanup({
      method: 'DELETE',
      url: uploadUrl,
      callName: 'DELETE tus/upload',
      headers: { 'Tus-Resumable': TUS_VERSION },
    })
    .catch(() => undefined);
}
