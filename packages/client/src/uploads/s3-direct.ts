import * as z from 'zod/mini';
import { isExpiredSignature } from './is-expired-signature';
import { createS3Entry } from './s3-entries';
import { isSuccessStatus, unexpectedAnswerError } from './transport-answer';
import type { UploadStrategy } from './upload-job';
import { metadataBody } from './upload-metadata';

/** The call that signs a direct upload to S3. */
export const S3_PRESIGN_PATH = 's3/simple/presign';

/** Answer of `POST s3/simple/presign`: where to PUT the file, its canned ACL and its storage key. */
export const s3PresignResponseSchema = z.object({
  url: z.string().check(z.minLength(1)),
  acl: z.optional(z.nullable(z.string())),
  key: z.string().check(z.minLength(1)),
});
export type S3PresignResponse = z.infer<typeof s3PresignResponseSchema>;

/**
 * Direct upload to S3 storage (doc 000 §7): `POST s3/simple/presign` signs a URL, the file is PUT there (without the
 * product's cookies or XSRF header), then `POST s3/entries` records it. An expired URL is signed again.
 */
export const uploadS3Direct: UploadStrategy = async (job) => {
  const { file } = job;
  const presign = () =>
    job.http.post(
      S3_PRESIGN_PATH,
      {
        filename: file.name,
        mime: file.mime,
        size: file.size,
        extension: file.extension,
        ...metadataBody(job.metadata),
      },
      { schema: s3PresignResponseSchema, signal: job.signal, callName: `POST ${S3_PRESIGN_PATH}` },
    );
  const callName = 'PUT s3 object';
  const put = (presigned: S3PresignResponse) => {
    const headers: Record<string, string> = {};
    if (file.mime !== '') headers['Content-Type'] = file.mime;
    if (presigned.acl) headers['x-amz-acl'] = presigned.acl;
    return job.send({
      method: 'PUT',
      url: presigned.url,
      callName,
      headers,
      body: file.native,
      onUploadProgress: (bytesSent) => job.reportProgress(bytesSent),
    });
  };
  let presigned = await presign();
  let answer = await put(presigned);
  // A URL that expired before the file got there (a long queue, a sleeping laptop) is signed again, once.
  if (isExpiredSignature(answer.status, answer.bodyText)) {
    presigned = await presign();
    answer = await put(presigned);
  }
  if (!isSuccessStatus(answer.status)) throw await unexpectedAnswerError(answer, callName);
  return createS3Entry(job, presigned.key);
};
