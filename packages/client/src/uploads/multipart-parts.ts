import { linkedAbortController, throwIfAborted } from './abort-signals';
import { isExpiredSignature } from './is-expired-signature';
import type { PlannedPart } from './multipart-plan';
import { PartUrlSigner } from './part-url-signer';
import type { TransportResponse } from './ports';
import { PART_RETRY_DELAYS_MS } from './retry-policy';
import { type MultipartUploadRef, signPartUrls } from './s3-multipart-calls';
import { isSuccessStatus, unexpectedAnswerError } from './transport-answer';
import type { UploadJob } from './upload-job';
import { UploadProtocolError } from './upload-protocol-error';

/** Parts sent at the same time (doc 000 §9). */
export const PARALLEL_PART_UPLOADS = 5;

const PUT_PART = 'PUT s3 part';

/**
 * Sends the parts storage does not have yet, 5 at a time, each on its own retry table (3 retries), and answers every
 * part's ETag (those given plus the new ones). A part URL that expired before use is signed again. The first part
 * that fails for good stops the others.
 */
export async function uploadMissingParts(
  job: UploadJob,
  upload: MultipartUploadRef,
  parts: readonly PlannedPart[],
  etags: ReadonlyMap<number, string>,
): Promise<Map<number, string>> {
  const done = new Map(etags);
  const waiting = parts.filter((part) => !done.has(part.partNumber));
  const sent = new Map<number, number>();
  let doneBytes = parts
    .filter((part) => done.has(part.partNumber))
    .reduce((sum, p) => sum + p.end - p.start, 0);
  const { controller, unlink } = linkedAbortController(job.signal);
  const { signal } = controller;
  const signer = new PartUrlSigner(
    (partNumbers) => signPartUrls(job.http, upload, partNumbers, signal),
    () => waiting.map((part) => part.partNumber),
  );
  const report = () =>
    job.reportProgress(doneBytes + [...sent.values()].reduce((sum, bytes) => sum + bytes, 0));

  const put = async (part: PlannedPart): Promise<TransportResponse> =>
    job.send({
      method: 'PUT',
      url: await signer.urlFor(part.partNumber),
      callName: PUT_PART,
      body: job.slice(part.start, part.end),
      signal,
      onUploadProgress: (bytes) => {
        sent.set(part.partNumber, Math.min(bytes, part.end - part.start));
        report();
      },
    });

  const sendPart = (part: PlannedPart): Promise<string> =>
    job.retrying(
      async () => {
        sent.delete(part.partNumber);
        let answer = await put(part);
        if (isExpiredSignature(answer.status, answer.bodyText)) {
          signer.forget(part.partNumber);
          answer = await put(part);
        }
        if (!isSuccessStatus(answer.status)) throw await unexpectedAnswerError(answer, PUT_PART);
        const etag = answer.headers.get('ETag');
        if (etag === null || etag === '') {
          throw new UploadProtocolError('the ETag header is missing: the storage CORS rules must expose it', {
            callName: PUT_PART,
            status: answer.status,
          });
        }
        return etag;
      },
      PART_RETRY_DELAYS_MS,
      signal,
    );

  const worker = async () => {
    for (let part = waiting.shift(); part !== undefined; part = waiting.shift()) {
      throwIfAborted(signal);
      const etag = await sendPart(part);
      signer.forget(part.partNumber);
      done.set(part.partNumber, etag);
      sent.delete(part.partNumber);
      doneBytes += part.end - part.start;
      report();
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PART_UPLOADS, waiting.length) }, worker));
    return done;
  } catch (error) {
    controller.abort(error);
    throw error;
  } finally {
    unlink();
  }
}
