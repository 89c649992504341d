import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppServices } from '../app-context';
import { HttpError } from '../http/errors';
import { pendingUploads } from './file-entries-table';
import { LocalDisks, ObjectTooLargeError } from './local-disks';
import { LocalMultipart } from './local-multipart';
import { parseObjectKey } from './object-key';
import { uploadBody } from './request-body';
import { s3ErrorXml } from './s3-errors';
import { SIGNED_STORAGE_PATH, StorageUrlSigner } from './storage-url-signer';

/**
 * The server's own storage standing in for an S3 bucket: PUTs to URLs it signed store an object or a multipart
 * part and answer its ETag, as S3 does. It runs before the session, XSRF and body-limit middleware: the signature
 * is the authorisation (the browser sends no cookies to storage), and the size is bounded here.
 */
export function signedStorageEndpoint(services: AppServices) {
  const disks = new LocalDisks(services.env.DATA_DIR);
  const multipart = new LocalMultipart(services.env.DATA_DIR, disks);
  const signer = new StorageUrlSigner(services.appKey, services.now);

  return createMiddleware(async (c, next) => {
    if (!c.req.path.startsWith(SIGNED_STORAGE_PATH)) return next();
    if (c.req.method !== 'PUT') {
      return s3ErrorXml(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    }
    const checked = signer.check(new URL(c.req.url));
    if (!checked.ok) {
      return checked.reason === 'expired'
        ? s3ErrorXml(403, 'AccessDenied', 'Request has expired')
        : s3ErrorXml(
            403,
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided.',
          );
    }
    const object = parseObjectKey(checked.target.key);
    const [pending] = object
      ? await services.db.select().from(pendingUploads).where(eq(pendingUploads.file_name, object.name))
      : [];
    // Once the object became a file entry, a URL still inside its lifetime must not replace its bytes; an object
    // announced in a bucket is the bucket's to receive.
    if (!object || !pending || pending.driver === 's3')
      return s3ErrorXml(403, 'AccessDenied', 'Access Denied');
    const body = uploadBody(c);
    try {
      if (checked.target.multipart) {
        const { uploadId, partNumber } = checked.target.multipart;
        if (pending.multipart_id !== uploadId) throw new HttpError(404, 'NoSuchUpload');
        const declared = Number(c.req.header('content-length'));
        const etag = await multipart.putPart(
          uploadId,
          partNumber,
          body,
          Number.isSafeInteger(declared) ? declared : undefined,
        );
        return c.body(null, 200, { ETag: etag });
      }
      const stored = await disks.write(object.disk, object.name, body, services.env.UPLOAD_MAX_SIZE);
      return c.body(null, 200, { ETag: `"${stored.tag}"` });
    } catch (error) {
      if (error instanceof ObjectTooLargeError) {
        return s3ErrorXml(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      }
      if (error instanceof HttpError && error.status === 404) {
        return s3ErrorXml(404, 'NoSuchUpload', 'The specified upload does not exist.');
      }
      if (error instanceof HttpError) return s3ErrorXml(400, 'InvalidPart', error.message);
      throw error;
    }
  });
}
