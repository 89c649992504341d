import { createHash } from 'node:crypto';
import { HeadObjectCommand, ListPartsCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createHttpClient } from '@tonearm/client';
import { bootstrapDataSchema, type UploadSettings } from '@tonearm/client/contract';
import {
  createFetchTransport,
  MemoryResumeStorage,
  multipartCreateResponseSchema,
  signedPartUrlsResponseSchema,
  type UploadMethod,
  UploadQueue,
  uploadedPartsResponseSchema,
} from '@tonearm/client/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, s3ConfigOf } from '../config/env';
import { registerListener } from '../test-support/register-listener';
import { type S3TestServer, startS3TestServer } from '../test-support/s3-test-server';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';
import { fileEntries } from './file-entries-table';
import { objectKey } from './object-key';
import { s3ClientConfig } from './s3-upload-storage';
import { serverObjects } from './server-objects-table';
import { SIGNED_URL_LIFETIME_SECONDS } from './storage-url-signer';

const MIB = 1024 * 1024;
let s3: S3TestServer;
let bucket: S3Client;
let app: TestServer;
let listener: TestVisitor;
let settings: UploadSettings;

beforeAll(async () => {
  s3 = await startS3TestServer();
  app = await startTestServer(s3.env);
  listener = await registerListener(app.url, 's3-storage@example.com', 'correct horse battery');
  const parsed = parseEnv(s3.env);
  const config = parsed.ok ? s3ConfigOf(parsed.env) : null;
  if (!config) throw new Error('The S3 test environment does not parse.');
  bucket = new S3Client(s3ClientConfig(config));
  const bootstrap = bootstrapDataSchema.parse((await listener.get('/api/v1/bootstrap-data')).json);
  settings = { ...bootstrap.settings.uploads, chunk_size: 5 * MIB };
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await s3?.stop();
});

const cookieHeader = (visitor: TestVisitor) =>
  [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A request the engine made, and how it was answered. */
interface Sent {
  method: string;
  url: URL;
  status: number | null;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The browser's fetch for `visitor` (the product's cookies unless credentials are omitted), recording every request;
 * `around` may act before and after one.
 */
function browserFetch(
  visitor: TestVisitor,
  sent: Sent[],
  around?: (url: URL, send: () => Promise<Response>) => Promise<Response>,
): Fetch {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(visitor));
    const record: Sent = { method: init.method ?? 'GET', url: new URL(input), status: null };
    sent.push(record);
    const send = () => fetch(input, { ...init, headers });
    const answer = await (around ? around(record.url, send) : send());
    record.status = answer.status;
    return answer;
  };
}

function queueFor(fetcher: Fetch, resumeStorage = new MemoryResumeStorage()) {
  return new UploadQueue({
    http: createHttpClient({
      baseUrl: app.url,
      fetch: fetcher,
      readCookie: (name) => listener.cookies.get(name),
    }),
    settings,
    userId: 1,
    transport: createFetchTransport({ fetch: fetcher }),
    resumeStorage,
    connectivity: { isOnline: () => true, whenOnline: async () => undefined },
    readCookie: (name) => listener.cookies.get(name),
    partSize: 5 * MIB,
  });
}

// Bytes that differ at every offset, so a part or chunk in the wrong place changes the hash.
function patterned(size: number, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 11) + seed) & 0xff;
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const toStorage = (request: Sent) => request.url.origin === s3.endpoint;
const isPartPut = (request: Sent) =>
  request.method === 'PUT' && toStorage(request) && request.url.searchParams.has('partNumber');

async function upload(file: File, options: { method?: UploadMethod; fetcher?: Fetch } = {}) {
  const sent: Sent[] = [];
  const queue = queueFor(options.fetcher ?? browserFetch(listener, sent));
  try {
    const [item] = queue.add([file], options.method ? { method: options.method } : {});
    const settled = await queue.whenSettled(item?.id ?? '');
    expect(settled.status, JSON.stringify(settled.error)).toBe('completed');
    return { entry: settled.entry, sent };
  } finally {
    queue.dispose();
  }
}

async function served(url: string, range?: string) {
  const headers: Record<string, string> = { Cookie: cookieHeader(listener) };
  if (range) headers.Range = range;
  const answer = await fetch(new URL(url, app.url), { headers });
  return {
    status: answer.status,
    headers: answer.headers,
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

/** The bucket key of an entry's object: its disk, then the name the server gave it. */
async function keyOf(entryId: number | undefined): Promise<string> {
  const [row] = await app.server.services.db
    .select()
    .from(fileEntries)
    .where(eq(fileEntries.id, entryId ?? 0));
  if (!row) throw new Error(`No file entry ${entryId}.`);
  return objectKey(row.disk, row.file_name);
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof S3ServiceException && error.name === 'NotFound') return false;
    throw error;
  }
}

const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'audio/mpeg') =>
  new File([bytes], name, { type, lastModified: 1_700_000_000_000 });

// Each test moves megabytes through two servers; on a loaded machine that takes seconds.
describe('uploads stored in an S3-compatible bucket', { timeout: 60_000 }, () => {
  it('tells the client the driver is S3 with direct upload on, so it sends files straight to the bucket', async () => {
    expect(settings).toMatchObject({ uploads_driver: 's3', public_driver: 's3', s3_direct_upload: true });
    const bytes = patterned(2 * MIB + 5);
    const { entry, sent } = await upload(fileOf(bytes, 'Direct.mp3'));
    // The method was the engine's own choice from the settings: one signed PUT to the bucket, never to the server.
    expect(sent.filter((request) => request.method === 'PUT').every(toStorage)).toBe(true);
    expect(sent.filter(toStorage)).toHaveLength(1);
    expect(await objectExists(await keyOf(entry?.id))).toBe(true);
    expect(sha256((await served(entry?.url ?? '')).bytes)).toBe(sha256(bytes));
  });

  it.each([
    ['plain', 300 * 1024],
    ['tus', 11 * MIB + 17],
    ['s3-direct', 3 * MIB + 1],
    ['s3-multipart', 11 * MIB + 17],
  ] as const)('stores a file sent by %s byte for byte in the bucket', async (method, size) => {
    const bytes = patterned(size, size % 7);
    const { entry } = await upload(fileOf(bytes, `Long Mix ${method}.mp3`), { method });
    expect(entry).toMatchObject({ name: `Long Mix ${method}.mp3`, file_size: size, mime: 'audio/mpeg' });
    expect(await objectExists(await keyOf(entry?.id))).toBe(true);
    expect(sha256((await served(entry?.url ?? '')).bytes)).toBe(sha256(bytes));
  });

  it('serves ranges of a stored file from the bucket, and 416 past its end', async () => {
    const bytes = patterned(1 * MIB + 3, 5);
    const { entry } = await upload(fileOf(bytes, 'Ranged.mp3'), { method: 's3-direct' });
    const part = await served(entry?.url ?? '', 'bytes=1000-1999');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(sha256(part.bytes)).toBe(sha256(bytes.subarray(1000, 2000)));
    const tail = await served(entry?.url ?? '', 'bytes=-10');
    expect(sha256(tail.bytes)).toBe(sha256(bytes.subarray(bytes.length - 10)));
    expect((await served(entry?.url ?? '', `bytes=${bytes.length}-`)).status).toBe(416);
  });

  it('serves a public-disk upload under /storage/files from the bucket', async () => {
    const bytes = patterned(64 * 1024, 9);
    const sent: Sent[] = [];
    const queue = queueFor(browserFetch(listener, sent));
    try {
      const [item] = queue.add([fileOf(bytes, 'Cover.png', 'image/png')], { metadata: { disk: 'public' } });
      const settled = await queue.whenSettled(item?.id ?? '');
      expect(settled.status, JSON.stringify(settled.error)).toBe('completed');
      expect(settled.entry?.url).toMatch(/^\/storage\/files\//);
      expect(await objectExists(await keyOf(settled.entry?.id))).toBe(true);
      const answer = await fetch(new URL(settled.entry?.url ?? '', app.url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(sha256(new Uint8Array(await answer.arrayBuffer()))).toBe(sha256(bytes));
    } finally {
      queue.dispose();
    }
  });

  it("keeps the server's own files, such as an avatar, in the bucket's avatars folder and serves them from there", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const chosen = await listener.post('/api/v1/users/me/avatar', form);
    expect(chosen.status, chosen.text).toBe(200);
    const image = (chosen.json as { user: { image: string } }).user.image;
    const name = image.replace('/storage/files/', '');
    expect(name).toMatch(/^avatars\/[\w-]+\.png$/);
    // In the bucket, not on this instance's disk, so every instance serves it.
    expect(await objectExists(objectKey('public', name))).toBe(true);
    const [record] = await app.server.services.db
      .select()
      .from(serverObjects)
      .where(eq(serverObjects.name, name));
    expect(record).toMatchObject({ disk: 'public', driver: 's3' });
    const answer = await fetch(new URL(image, app.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(sha256(new Uint8Array(await answer.arrayBuffer()))).toBe(sha256(png));
    const removed = await listener.request('/api/v1/users/me/avatar', { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(await objectExists(objectKey('public', name))).toBe(false);
    expect((await fetch(new URL(image, app.url))).status).toBe(404);
  });

  it('deletes the object from the bucket when its entry is deleted forever', async () => {
    const { entry } = await upload(fileOf(patterned(1000), 'Gone.mp3'), { method: 's3-direct' });
    const key = await keyOf(entry?.id);
    expect(await objectExists(key)).toBe(true);
    const answer = await listener.post('/api/v1/file-entries/delete', {
      entryIds: [entry?.id],
      deleteForever: true,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await objectExists(key)).toBe(false);
  });

  it('signs a direct upload again when the bucket says its URL expired', async () => {
    const bytes = patterned(200 * 1024, 3);
    const sent: Sent[] = [];
    let presigned = 0;
    // The first URL is signed as if long ago, so the bucket finds it expired when the file gets there.
    const fetcher = browserFetch(listener, sent, async (url, send) => {
      if (!url.pathname.endsWith('/s3/simple/presign') || presigned++ > 0) return send();
      const back = (SIGNED_URL_LIFETIME_SECONDS + 60) * 1000;
      app.clock.advance(-back);
      try {
        return await send();
      } finally {
        app.clock.advance(back);
      }
    });
    const { entry } = await upload(fileOf(bytes, 'Late.mp3'), { method: 's3-direct', fetcher });
    const puts = sent.filter((request) => request.method === 'PUT' && toStorage(request));
    expect(puts.map((request) => request.status)).toEqual([403, 200]);
    expect(presigned).toBe(2);
    expect(sha256((await served(entry?.url ?? '')).bytes)).toBe(sha256(bytes));
  });

  it('resumes a multipart upload from the parts the bucket lists, sending none of them again', async () => {
    const bytes = patterned(21 * MIB + 17, 11);
    const file = fileOf(bytes, 'Resumed.mp3');
    const resumeStorage = new MemoryResumeStorage();
    const first: Sent[] = [];
    const storedFirst = new Set<number>();
    let stop: () => void = () => undefined;
    const cutting = browserFetch(listener, first, async (url, send) => {
      const answer = await send();
      if (url.searchParams.has('partNumber') && answer.status === 200) {
        storedFirst.add(Number(url.searchParams.get('partNumber')));
        // Two parts stored: the page goes away with the rest in flight.
        if (storedFirst.size === 2) stop();
      }
      return answer;
    });
    const interrupted = queueFor(cutting, resumeStorage);
    stop = () => interrupted.dispose();
    interrupted.add([file], { method: 's3-multipart' });
    await expect.poll(() => storedFirst.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    const second: Sent[] = [];
    const queue = queueFor(browserFetch(listener, second), resumeStorage);
    try {
      const [item] = queue.add([file], { method: 's3-multipart' });
      const settled = await queue.whenSettled(item?.id ?? '');
      expect(settled.status, JSON.stringify(settled.error)).toBe('completed');
      expect(second.some((sent) => sent.url.pathname.endsWith('/s3/multipart/get-uploaded-parts'))).toBe(
        true,
      );
      expect(second.some((sent) => sent.url.pathname.endsWith('/s3/multipart/create'))).toBe(false);
      const sentAgain = second
        .filter(isPartPut)
        .map((sent) => Number(sent.url.searchParams.get('partNumber')));
      expect(sentAgain.filter((partNumber) => storedFirst.has(partNumber))).toEqual([]);
      expect(sentAgain.length).toBeLessThanOrEqual(5 - storedFirst.size);
      expect(sha256((await served(settled.entry?.url ?? '')).bytes)).toBe(sha256(bytes));
    } finally {
      queue.dispose();
    }
  });

  it('frees the parts in the bucket when a multipart upload is aborted', async () => {
    const created = await listener.post('/api/v1/s3/multipart/create', {
      filename: 'Abandoned.mp3',
      mime: 'audio/mpeg',
      size: 6 * MIB,
      extension: 'mp3',
    });
    expect(created.status, created.text).toBe(200);
    const ref = multipartCreateResponseSchema.parse(created.json);
    const signed = await listener.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      ...ref,
      partNumbers: [1],
    });
    const [{ url = '' } = {}] = signedPartUrlsResponseSchema.parse(signed.json).urls;
    expect(new URL(url).origin).toBe(s3.endpoint);
    const part = await fetch(url, { method: 'PUT', body: patterned(5 * MIB) });
    expect(part.status).toBe(200);
    const listed = await listener.post('/api/v1/s3/multipart/get-uploaded-parts', ref);
    expect(uploadedPartsResponseSchema.parse(listed.json).parts).toEqual([
      { PartNumber: 1, ETag: part.headers.get('etag'), Size: 5 * MIB },
    ]);
    expect(await s3.openMultipartUploads()).toContain(ref.uploadId);

    expect((await listener.post('/api/v1/s3/multipart/abort', ref)).status).toBe(204);
    expect(await s3.openMultipartUploads()).not.toContain(ref.uploadId);
    await expect(
      bucket.send(new ListPartsCommand({ Bucket: s3.bucket, Key: ref.key, UploadId: ref.uploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('frees the multipart upload behind a cancelled tus upload', async () => {
    const before = await s3.openMultipartUploads();
    const sent: Sent[] = [];
    let cancel: () => void = () => undefined;
    const fetcher = browserFetch(listener, sent, async (url, send) => {
      const answer = await send();
      // The first chunk is stored: the user cancels.
      if (url.pathname.includes('/tus/upload/') && answer.status === 204) cancel();
      return answer;
    });
    const queue = queueFor(fetcher);
    try {
      const [item] = queue.add([fileOf(patterned(12 * MIB), 'Cancelled.mp3')], { method: 'tus' });
      cancel = () => queue.cancel(item?.id ?? '');
      await expect
        .poll(() => sent.find((request) => request.method === 'DELETE')?.status, { timeout: 30_000 })
        .toBe(204);
      expect(await s3.openMultipartUploads()).toEqual(before);
    } finally {
      queue.dispose();
    }
  });
});
