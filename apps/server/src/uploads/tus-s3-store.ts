import { S3ServiceException } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';

const isGone = (error: unknown) =>
  error instanceof S3ServiceException && ['NoSuchUpload', 'NoSuchKey', 'NotFound'].includes(error.name);

/**
 * @tus/s3-store with a way to forget a finished upload (its own `remove` aborts the multipart upload first, which S3
 * refuses once the upload is complete, and it keeps the upload's record in its cache), deleting objects one by one
 * rather than with DeleteObjects, which not every S3-compatible server takes.
 */
export class TusS3Store extends S3Store {
  private async deleteObjectsOf(uploadKey: string): Promise<void> {
    const keys = [uploadKey, this.infoKey(uploadKey), this.partKey(uploadKey, true)];
    await Promise.all(keys.map((Key) => this.client.deleteObject({ Bucket: this.bucket, Key })));
    await this.clearCache(uploadKey);
  }

  /** Deletes the finished upload's object, its `.info` record and any leftover `.part`, and its cached record. */
  forget(uploadKey: string): Promise<void> {
    return this.deleteObjectsOf(uploadKey);
  }

  /** A cancelled upload (tus `DELETE`): its parts are freed, then its objects deleted. */
  override async remove(uploadKey: string): Promise<void> {
    const metadata = await this.getMetadata(uploadKey).catch(() => {
      throw ERRORS.FILE_NOT_FOUND;
    });
    await this.client
      .abortMultipartUpload({ Bucket: this.bucket, Key: uploadKey, UploadId: metadata['upload-id'] })
      .catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
    await this.deleteObjectsOf(uploadKey);
  }
}
