import { HttpError } from '../http/errors';
import { escapeHtml } from '../http/escape-html';

/** S3's limits on multipart uploads (doc 000 §9: minimum part 5 MB, up to 10000 parts). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** S3's largest part. */
export const MAX_PART_BYTES = 5 * 1024 ** 3;

// S3's own codes and wording, so tools and clients that know S3 read them the same way here.
export const noSuchUpload = () =>
  new HttpError(
    404,
    'The specified upload does not exist. The upload ID might be invalid, or the multipart upload might have been aborted or completed.',
    { code: 'NoSuchUpload' },
  );
export const entityTooSmall = () =>
  new HttpError(400, 'Your proposed upload is smaller than the minimum allowed object size.', {
    code: 'EntityTooSmall',
  });
export const invalidPartOrder = () =>
  new HttpError(
    400,
    'The list of parts was not in ascending order. The parts list must be specified in order by part number.',
    { code: 'InvalidPartOrder' },
  );
export const invalidPart = () =>
  new HttpError(
    400,
    "One or more of the specified parts could not be found. The part might not have been uploaded, or the specified entity tag might not have matched the part's entity tag.",
    { code: 'InvalidPart' },
  );

/** An S3 error document, as a bucket answers a PUT (the client reads `Request has expired` from it). */
export function s3ErrorXml(status: number, code: string, message: string): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeHtml(message)}</Message></Error>`;
  return new Response(body, { status, headers: { 'Content-Type': 'application/xml' } });
}
