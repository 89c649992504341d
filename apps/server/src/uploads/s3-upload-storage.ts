import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/env';
import { objectKey } from './object-key';
import { entityTooSmall, invalidPart, invalidPartOrder, noSuchUpload } from './s3-errors';
import { SIGNED_URL_LIFETIME_SECONDS } from './storage-url-signer';
import { TusS3Store } from './tus-s3-store';
import type { StoredObjectRef, StoredPart, UploadStorage } from './upload-storage';

/** The SDK's settings for the configured bucket, shared by the storage and the tus store. */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.key, secretAccessKey: config.secret },
    // Checksums only where S3 demands them: a presigned URL carrying one would make the browser send it too, and
    // several S3-compatible servers refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const codeOf = (error: unknown): string | undefined =>
  error instanceof S3ServiceException ? error.name : undefined;

/** S3's refusals of a multipart call, with the product's messages and S3's codes. */
function multipartError(error: unknown): unknown {
  switch (codeOf(error)) {
    case 'NoSuchUpload':
      return noSuchUpload();
    case 'InvalidPart':
      return invalidPart();
    case 'InvalidPartOrder':
      return invalidPartOrder();
    case 'EntityTooSmall':
      return entityTooSmall();
    default:
      return error;
  }
}

/**
 * Both disks in one S3-compatible bucket through the AWS SDK: objects under `<disk>/<name>`, presigned PUT URLs
 * so the browser sends files straight to the bucket, ranged reads streamed through the server, and tus through
 * @tus/s3-store (each resumable upload is a multipart upload in the same bucket).
 */
export function createS3UploadStorage(config: S3Config, now: () => Date): UploadStorage {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const tusStore = new TusS3Store({ s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(config) } });
  const keyOf = ({ disk, name }: StoredObjectRef) => objectKey(disk, name);
  // Signed from the server's clock, so the lifetime is the same as the local driver's whatever the request.
  const signing = () => ({
    expiresIn: SIGNED_URL_LIFETIME_SECONDS,
    signingDate: now(),
    // The ACL travels as a signed header, as the client sends it, not as a query parameter.
    unhoistableHeaders: new Set(['x-amz-acl']),
  });

  async function listParts(Key: string, UploadId: string): Promise<StoredPart[]> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    do {
      const page = await client
        .send(new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: marker }))
        .catch((error: unknown) => {
          throw multipartError(error);
        });
      for (const part of page.Parts ?? []) {
        if (part.PartNumber && part.ETag) {
          parts.push({ PartNumber: part.PartNumber, ETag: part.ETag, Size: part.Size ?? 0 });
        }
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((first, second) => first.PartNumber - second.PartNumber);
  }

  return {
    driver: 's3',
    directUpload: config.directUpload,

    async storeFile(object, file) {
      // lib-storage sends one PUT for a small file and a multipart upload for a large one.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(object), Body: createReadStream(file) },
      }).done();
      await rm(file, { force: true });
    },

    async sizeOf(object) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(object) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (codeOf(error) === 'NotFound' || codeOf(error) === 'NoSuchKey') return null;
        throw error;
      }
    },

    read(object, range) {
      // The caller answers headers at once; the bytes follow as S3 sends them.
      const output = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(object), Range }))
        .then(({ Body }) => {
          if (!(Body instanceof Readable)) throw new Error('S3 answered no body.');
          return pipeline(Body, output);
        })
        .catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
      return output;
    },

    async remove(object) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(object) }));
    },

    presignPut: (_origin, put) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: keyOf(put), ContentType: put.mime || undefined, ACL: put.acl }),
        signing(),
      ),

    async createMultipart(object) {
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key: keyOf(object),
          ContentType: object.mime || undefined,
        }),
      );
      if (!UploadId) throw new Error('S3 answered no upload id.');
      return UploadId;
    },

    listParts: (upload) => listParts(keyOf(upload), upload.uploadId),

    presignPart: (_origin, upload, PartNumber) =>
      getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: keyOf(upload), UploadId: upload.uploadId, PartNumber }),
        signing(),
      ),

    async completeMultipart(upload, parts) {
      // S3 refuses these too; saying so before the call keeps the answer the same on every S3-compatible server.
      for (let index = 1; index < parts.length; index += 1) {
        if ((parts[index]?.PartNumber ?? 0) <= (parts[index - 1]?.PartNumber ?? 0)) throw invalidPartOrder();
      }
      const answer = await client
        .send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: keyOf(upload),
            UploadId: upload.uploadId,
            MultipartUpload: { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) },
          }),
        )
        .catch((error: unknown) => {
          throw multipartError(error);
        });
      return { etag: answer.ETag ?? '' };
    },

    async abortMultipart(upload) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: keyOf(upload), UploadId: upload.uploadId }))
        .catch((error: unknown) => {
          throw multipartError(error);
        });
    },

    tusStore,
    async adoptTusUpload(uploadKey, object) {
      // A tus upload is its own object at the bucket's root; the copy happens inside the bucket.
      await client.send(
        new CopyObjectCommand({ Bucket, Key: keyOf(object), CopySource: `${Bucket}/${uploadKey}` }),
      );
    },
    async returnTusUpload(_uploadKey, object) {
      // The tus object was only copied: dropping the copy is enough.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(object) }));
    },
    forgetTusUpload: (uploadKey) => tusStore.forget(uploadKey),
    tusUploadDriver: async () => 's3',
    // Unfinished multipart uploads are the bucket's lifecycle rule's to expire (see the server's README).
    // @tus/s3-store has finished its part uploads when its write settles, before tus unlocks.
    tusUploadWritten: async () => undefined,
    sweepExpiredTusUploads: async () => 0,
  };
}
