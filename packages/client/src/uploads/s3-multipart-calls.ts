import * as z from 'zod/mini';
import type { HttpClient } from '../core/types';
import type { UploadJob } from './upload-job';
import { metadataBody } from './upload-metadata';
import { UploadProtocolError } from './upload-protocol-error';

/** A multipart upload in storage. */
export interface MultipartUploadRef {
  uploadId: string;
  key: string;
}

/** Answer of `POST s3/multipart/create`. */
export const multipartCreateResponseSchema = z.object({
  uploadId: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
});

/** A part storage already holds, as S3's ListParts names it. */
export const uploadedPartSchema = z.object({
  PartNumber: z.int().check(z.positive()),
  ETag: z.string().check(z.minLength(1)),
  Size: z.optional(z.int().check(z.nonnegative())),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

/** Answer of `POST s3/multipart/get-uploaded-parts`. */
export const uploadedPartsResponseSchema = z.object({ parts: z.array(uploadedPartSchema) });

/** Answer of `POST api/v1/s3/multipart/batch-sign-part-urls`: one presigned PUT URL per part asked for. */
export const signedPartUrlsResponseSchema = z.object({
  urls: z.array(z.object({ partNumber: z.int().check(z.positive()), url: z.string().check(z.minLength(1)) })),
});

/** A finished part, as `POST s3/multipart/complete` takes it. */
export interface CompletedPart {
  ETag: string;
  PartNumber: number;
}

/** `POST s3/multipart/create {filename, mime, size, extension, metadata}`. */
export function createMultipartUpload(job: UploadJob): Promise<MultipartUploadRef> {
  const { file } = job;
  return job.http.post(
    's3/multipart/create',
    {
      filename: file.name,
      mime: file.mime,
      size: file.size,
      extension: file.extension,
      ...metadataBody(job.metadata),
    },
    { schema: multipartCreateResponseSchema, signal: job.signal, callName: 'POST s3/multipart/create' },
  );
}

/** `POST s3/multipart/get-uploaded-parts {key, uploadId}`: what storage already has. */
export async function getUploadedParts(
  job: UploadJob,
  { key, uploadId }: MultipartUploadRef,
): Promise<UploadedPart[]> {
  const { parts } = await job.http.post(
    's3/multipart/get-uploaded-parts',
    { key, uploadId },
    {
      schema: uploadedPartsResponseSchema,
      signal: job.signal,
      callName: 'POST s3/multipart/get-uploaded-parts',
    },
  );
  return parts;
}

/** `POST api/v1/s3/multipart/batch-sign-part-urls {partNumbers, uploadId, key}`: a URL per part number. */
export async function signPartUrls(
  http: HttpClient,
  { key, uploadId }: MultipartUploadRef,
  partNumbers: readonly number[],
  signal: AbortSignal,
): Promise<Map<number, string>> {
  const callName = 'POST s3/multipart/batch-sign-part-urls';
  const { urls } = await http.post(
    'api/v1/s3/multipart/batch-sign-part-urls',
    { partNumbers, uploadId, key },
    { schema: signedPartUrlsResponseSchema, signal, callName },
  );
  const signed = new Map(urls.map(({ partNumber, url }) => [partNumber, url]));
  const missing = partNumbers.filter((partNumber) => !signed.has(partNumber));
  if (missing.length > 0)
    throw new UploadProtocolError(`no URL for parts ${missing.join(', ')}`, { callName });
  return signed;
}

/** `POST s3/multipart/complete {key, uploadId, parts}`, the parts in ascending order as S3 requires. */
export async function completeMultipartUpload(
  job: UploadJob,
  { key, uploadId }: MultipartUploadRef,
  etags: ReadonlyMap<number, string>,
): Promise<void> {
  const parts: CompletedPart[] = [...etags]
    .sort(([first], [second]) => first - second)
    .map(([PartNumber, ETag]) => ({ ETag, PartNumber }));
  await job.http.post(
    's3/multipart/complete',
    { key, uploadId, parts },
    { signal: job.signal, callName: 'POST s3/multipart/complete' },
  );
}

/** `POST s3/multipart/abort {key, uploadId}`, best effort, once the user cancelled: storage frees the parts. */
export async function abortMultipartUpload(
  job: UploadJob,
  { key, uploadId }: MultipartUploadRef,
): Promise<void> {
  await job.http
    .post('s3/multipart/abort', { key, uploadId }, { callName: 'POST s3/multipart/abort' })
    .catch(() => undefined);
}
