import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver, { type S3rverContext, type S3rverMiddleware } from '@20minutes/s3rver';
import authentication from '@20minutes/s3rver/lib/middleware/authentication.js';

/** s3rver's one account; every request must be signed with it. */
export const S3_TEST_KEY = 'S3RVER';
export const S3_TEST_SECRET = 'S3RVER';
export const S3_TEST_BUCKET = 'tonearm-test';

// What a browser on another origin needs: PUT with the content type and ACL headers, and the ETag back.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The server's `S3_*` variables for this bucket. */
  env: Record<string, string>;
  /** The multipart uploads the bucket holds parts for, by upload id. */
  openMultipartUploads(): Promise<string[]>;
  stop(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * ListParts and AbortMultipartUpload, which s3rver lacks, over its own store (`<bucket>/._S3rver_uploads/<id>/`
 * holding the key and each part as `<n>` and `<n>.md5`). They run behind s3rver's own signature check, so they
 * refuse what S3 would refuse.
 */
function multipartListAndAbort(directory: string): S3rverMiddleware {
  const checkSignature = authentication();
  return async (context, next) => {
    const match = /^\/([^/]+)\/(.+)$/.exec(context.path);
    const uploadId = context.query.uploadId;
    const listing = context.method === 'GET' && context.query.partNumber === undefined;
    if (!match || uploadId === undefined || !(listing || context.method === 'DELETE')) return next();
    const [, bucket = '', key = ''] = match;
    context.params = { bucket, key: decodeURIComponent(key) };
    await checkSignature(context, async () => {
      const folder = join(directory, bucket, '._S3rver_uploads', uploadId);
      if (!/^[0-9a-f]{32}$/.test(uploadId) || !(await stat(folder).catch(() => null))) {
        return noSuchUpload(context);
      }
      if (context.method === 'DELETE') {
        await rm(folder, { recursive: true, force: true });
        context.status = 204;
        return;
      }
      const numbers = (await readdir(folder))
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((first, second) => first - second);
      const parts = await Promise.all(
        numbers.map(async (number) => {
          const file = join(folder, String(number));
          // A part whose body never arrived whole has no checksum yet: S3 lists only stored parts.
          const md5 = await readFile(`${file}.md5`, 'utf8').catch(() => null);
          if (md5 === null) return '';
          const info = await stat(file);
          return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>&quot;${md5.trim()}&quot;</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      context.type = 'application/xml';
      context.body = xml(
        `<ListPartsResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(context.params.key ?? '')}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
      );
    });
  };
}

function noSuchUpload(context: S3rverContext) {
  context.status = 404;
  context.type = 'application/xml';
  context.body = xml(
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );
}

/**
 * A real S3-compatible server on a private loopback port for the tests: @20minutes/s3rver (a maintained fork of
 * s3rver that checks SigV4 signatures, presigned URL expiry and CORS), in a temporary folder, with one bucket.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'tonearm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [CORS] }],
  });
  server.middleware.unshift(multipartListAndAbort(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: S3_TEST_BUCKET,
    env: {
      S3_KEY: S3_TEST_KEY,
      S3_SECRET: S3_TEST_SECRET,
      S3_REGION: 'us-east-1',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
    },
    async openMultipartUploads() {
      return readdir(join(directory, S3_TEST_BUCKET, '._S3rver_uploads')).catch(() => []);
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
