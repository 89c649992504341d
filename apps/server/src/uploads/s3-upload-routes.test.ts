import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileEntryResponseSchema } from '@tonearm/client/contract';
import {
  isExpiredSignature,
  multipartCreateResponseSchema,
  s3PresignResponseSchema,
  signedPartUrlsResponseSchema,
  uploadedPartsResponseSchema,
} from '@tonearm/client/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWithHost } from '../test-support/forged-host';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';
import { PENDING_UPLOAD_LIFETIME_MS, sweepAbandonedUploads } from './abandoned-uploads';
import { contentTag } from './local-disks';
import { SIGNED_URL_LIFETIME_SECONDS } from './storage-url-signer';

const MIB = 1024 * 1024;
const MAX_UPLOAD = 64 * MIB;
let app: TestServer;
let listener: TestVisitor;
let count = 0;

beforeAll(async () => {
  app = await startTestServer({ UPLOAD_MAX_SIZE: String(MAX_UPLOAD) });
  listener = await registerListener(app.url, 's3-uploads@example.com', 'correct horse battery');
}, 60_000);
afterAll(() => app?.stop());

const etagOf = (bytes: Uint8Array) => `"${contentTag(bytes)}"`;
const bytesOf = (size: number, fill: number) => new Uint8Array(size).fill(fill);
/** A PUT straight to storage, as the browser sends it: no cookies, no XSRF header. */
const put = (url: string, body: Uint8Array<ArrayBuffer>) => fetch(url, { method: 'PUT', body });

async function presign(visitor: TestVisitor, size: number, extra: Record<string, unknown> = {}) {
  const answer = await visitor.post('/api/v1/s3/simple/presign', {
    filename: 'Single.mp3',
    mime: 'audio/mpeg',
    size,
    extension: 'mp3',
    disk: 'uploads',
    ...extra,
  });
  expect(answer.status, answer.text).toBe(200);
  return s3PresignResponseSchema.parse(answer.json);
}

async function createMultipart(visitor: TestVisitor, size: number) {
  const answer = await visitor.post('/api/v1/s3/multipart/create', {
    filename: 'Long Mix.mp3',
    mime: 'audio/mpeg',
    size,
    extension: 'mp3',
    parentId: null,
  });
  expect(answer.status, answer.text).toBe(200);
  return multipartCreateResponseSchema.parse(answer.json);
}

async function signParts(
  visitor: TestVisitor,
  ref: { key: string; uploadId: string },
  partNumbers: number[],
) {
  const answer = await visitor.post('/api/v1/s3/multipart/batch-sign-part-urls', { ...ref, partNumbers });
  expect(answer.status, answer.text).toBe(200);
  const { urls } = signedPartUrlsResponseSchema.parse(answer.json);
  return new Map(urls.map(({ partNumber, url }) => [partNumber, url]));
}

function entryBody(key: string, size: number) {
  return {
    clientMime: 'audio/mpeg',
    clientName: 'Long Mix.mp3',
    filename: key.split('/').pop(),
    size,
    clientExtension: 'mp3',
    disk: 'uploads',
  };
}

describe('direct upload to the server storage', () => {
  it('signs a PUT URL, stores the bytes with their ETag, and records the entry', async () => {
    const bytes = bytesOf(3000, 7);
    const signed = await presign(listener, bytes.length);
    expect(signed.acl).toBe('private');
    expect(signed.key).toMatch(/^uploads\/[\w-]+\.mp3$/);
    expect(signed.url).toMatch(/\/storage-s3\/uploads\/[\w-]+\.mp3\?X-Expires=\d+&X-Signature=/);
    const stored = await put(signed.url, bytes);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('ETag')).toBe(etagOf(bytes));

    const answer = await listener.post('/api/v1/s3/entries', {
      ...entryBody(signed.key, bytes.length),
      clientName: 'Single.mp3',
    });
    expect(answer.status, answer.text).toBe(201);
    const { fileEntry } = fileEntryResponseSchema.parse(answer.json);
    expect(fileEntry).toMatchObject({ name: 'Single.mp3', file_size: 3000, mime: 'audio/mpeg' });
    const served = await listener.get(fileEntry.url, { headers: { Range: 'bytes=0-9' } });
    expect([served.status, served.text]).toEqual([206, '\u0007'.repeat(10)]);
    // The URL is still inside its lifetime, but the object is an entry now and keeps its bytes.
    expect((await put(signed.url, bytesOf(10, 1))).status).toBe(403);
  });

  it('answers an expired URL with the 403 the client recognises, and a changed one with another 403', async () => {
    const signed = await presign(listener, 10);
    const tampered = signed.url.replace(/\/uploads\/[\w-]+/, '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA');
    const changed = await put(tampered, bytesOf(10, 1));
    expect(changed.status).toBe(403);
    const changedText = await changed.text();
    expect(changedText).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(isExpiredSignature(changed.status, changedText)).toBe(false);

    app.clock.advance((SIGNED_URL_LIFETIME_SECONDS + 1) * 1000);
    const expired = await put(signed.url, bytesOf(10, 1));
    expect(expired.status).toBe(403);
    expect(isExpiredSignature(expired.status, await expired.text())).toBe(true);
    const entry = await listener.post('/api/v1/s3/entries', entryBody(signed.key, 10));
    expect(entry.status).toBe(404);
  });

  it('refuses a file over the largest upload, and an entry whose stored size differs', async () => {
    const tooBig = await listener.post('/api/v1/s3/simple/presign', {
      filename: 'Huge.wav',
      mime: 'audio/wav',
      size: MAX_UPLOAD + 1,
      extension: 'wav',
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.json).toMatchObject({ errors: { size: [expect.any(String)] } });
    const signed = await presign(listener, 100);
    await put(signed.url, bytesOf(50, 1));
    const entry = await listener.post('/api/v1/s3/entries', entryBody(signed.key, 100));
    expect(entry.status).toBe(422);
  });

  it('signs public-disk objects only for raster images and audio, with their type', async () => {
    const refused = [
      { filename: 'Cover.svg', mime: 'image/svg+xml; charset=utf-8', extension: 'svg' },
      { filename: 'Cover.png', mime: 'text/html', extension: 'png' },
      { filename: 'Cover.png', mime: null, extension: 'png' },
      { filename: 'player.js', mime: 'audio/mpeg', extension: 'js' },
    ];
    for (const file of refused) {
      for (const route of ['/api/v1/s3/simple/presign', '/api/v1/s3/multipart/create']) {
        const answer = await listener.post(route, { ...file, size: 10, disk: 'public' });
        expect(answer.status, `${route} ${file.filename} ${answer.text}`).toBe(422);
        expect(answer.json).toMatchObject({ errors: { mime: ['The file must be an image or audio file.'] } });
      }
    }
    const cover = await presign(listener, 10, {
      filename: 'Cover.png',
      mime: 'image/png',
      extension: 'png',
      disk: 'public',
    });
    expect([cover.acl, cover.key]).toEqual(['public-read', expect.stringMatching(/^public\/[\w-]+\.png$/)]);
  });

  it('signs no upload URL for the address a forged Host header names', async () => {
    const body = { filename: 'Single.mp3', mime: 'audio/mpeg', size: 10, extension: 'mp3' };
    const forged = await postWithHost(
      listener,
      app.url,
      '/api/v1/s3/simple/presign',
      body,
      'attacker.example',
    );
    expect(forged.status).toBe(422);
    expect(JSON.stringify(forged.json)).not.toContain('attacker.example');
  });

  it("keeps a user's stored object from another user's entries", async () => {
    const signed = await presign(listener, 10);
    await put(signed.url, bytesOf(10, 1));
    const other = await registerListener(app.url, `s3-other${++count}@example.com`, 'correct horse battery');
    expect((await other.post('/api/v1/s3/entries', entryBody(signed.key, 10))).status).toBe(404);
  });
});

describe('multipart upload to the server storage', () => {
  it('stores parts, lists them for a resume, completes them in order and records the entry', async () => {
    const first = bytesOf(5 * MIB, 1);
    const second = bytesOf(5 * MIB, 2);
    const last = bytesOf(1234, 3);
    const size = first.length + second.length + last.length;
    const ref = await createMultipart(listener, size);
    const urls = await signParts(listener, ref, [1, 2]);
    expect((await put(urls.get(1) ?? '', first)).headers.get('ETag')).toBe(etagOf(first));
    expect((await put(urls.get(2) ?? '', second)).headers.get('ETag')).toBe(etagOf(second));

    // A reload: the client asks what storage has and sends only the rest.
    const listed = await listener.post('/api/v1/s3/multipart/get-uploaded-parts', ref);
    expect(uploadedPartsResponseSchema.parse(listed.json).parts).toEqual([
      { PartNumber: 1, ETag: etagOf(first), Size: first.length },
      { PartNumber: 2, ETag: etagOf(second), Size: second.length },
    ]);
    const lastUrl = (await signParts(listener, ref, [3])).get(3) ?? '';
    expect((await put(lastUrl, last)).status).toBe(200);

    const completed = await listener.post('/api/v1/s3/multipart/complete', {
      ...ref,
      parts: [
        { ETag: etagOf(first), PartNumber: 1 },
        { ETag: etagOf(second), PartNumber: 2 },
        { ETag: etagOf(last), PartNumber: 3 },
      ],
    });
    expect(completed.status, completed.text).toBe(200);
    const answer = await listener.post('/api/v1/s3/entries', entryBody(ref.key, size));
    expect(answer.status, answer.text).toBe(201);
    const { fileEntry } = fileEntryResponseSchema.parse(answer.json);
    expect(fileEntry.file_size).toBe(size);
    const seam = await listener.get(fileEntry.url, {
      headers: { Range: `bytes=${5 * MIB - 2}-${5 * MIB + 1}` },
    });
    expect(seam.text).toBe('\u0001\u0001\u0002\u0002');
    const tail = await listener.get(fileEntry.url, { headers: { Range: 'bytes=-2' } });
    expect(tail.text).toBe('\u0003\u0003');
    // Completed: the upload is gone from storage.
    expect((await listener.post('/api/v1/s3/multipart/get-uploaded-parts', ref)).status).toBe(404);
  });

  it('refuses parts out of ascending order, unknown ETags and small parts before the last', async () => {
    const big = bytesOf(5 * MIB, 4);
    const small = bytesOf(100, 5);
    const ref = await createMultipart(listener, big.length + 2 * small.length);
    const urls = await signParts(listener, ref, [1, 2, 3]);
    await put(urls.get(1) ?? '', big);
    await put(urls.get(2) ?? '', small);
    await put(urls.get(3) ?? '', small);
    const complete = (parts: { ETag: string; PartNumber: number }[]) =>
      listener.post('/api/v1/s3/multipart/complete', { ...ref, parts });

    const outOfOrder = await complete([
      { ETag: etagOf(small), PartNumber: 2 },
      { ETag: etagOf(big), PartNumber: 1 },
    ]);
    expect([outOfOrder.status, outOfOrder.json]).toEqual([
      400,
      expect.objectContaining({ code: 'InvalidPartOrder' }),
    ]);
    const unknown = await complete([{ ETag: '"0123456789abcdef0123456789abcdef"', PartNumber: 1 }]);
    expect(unknown.json).toMatchObject({ code: 'InvalidPart' });
    const tooSmall = await complete([
      { ETag: etagOf(big), PartNumber: 1 },
      { ETag: etagOf(small), PartNumber: 2 },
      { ETag: etagOf(small), PartNumber: 3 },
    ]);
    expect([tooSmall.status, tooSmall.json]).toEqual([
      400,
      expect.objectContaining({ code: 'EntityTooSmall' }),
    ]);
    const tooMany = await complete(
      Array.from({ length: 10_001 }, (_, index) => ({ ETag: etagOf(small), PartNumber: index + 1 })),
    );
    expect(tooMany.status).toBe(422);
    // The refusals left every part in place.
    const listed = await listener.post('/api/v1/s3/multipart/get-uploaded-parts', ref);
    expect(uploadedPartsResponseSchema.parse(listed.json).parts).toHaveLength(3);
  });

  it('frees the stored parts on abort', async () => {
    const ref = await createMultipart(listener, 6 * MIB);
    const urls = await signParts(listener, ref, [1]);
    await put(urls.get(1) ?? '', bytesOf(1000, 6));
    const folder = join(app.dataDir, 'multipart', ref.uploadId);
    expect(existsSync(folder)).toBe(true);

    const aborted = await listener.post('/api/v1/s3/multipart/abort', ref);
    expect(aborted.status).toBe(204);
    expect(existsSync(folder)).toBe(false);
    const listed = await listener.post('/api/v1/s3/multipart/get-uploaded-parts', ref);
    expect(listed.status).toBe(404);
    expect(listed.json).toMatchObject({ code: 'NoSuchUpload' });
    expect((await put(urls.get(1) ?? '', bytesOf(1000, 6))).status).toBe(403);
  });

  it("keeps a user's multipart upload from other users", async () => {
    const ref = await createMultipart(listener, 6 * MIB);
    const other = await registerListener(app.url, `s3-other${++count}@example.com`, 'correct horse battery');
    expect((await other.post('/api/v1/s3/multipart/get-uploaded-parts', ref)).status).toBe(404);
    expect(
      (await other.post('/api/v1/s3/multipart/batch-sign-part-urls', { ...ref, partNumbers: [1] })).status,
    ).toBe(404);
    expect((await other.post('/api/v1/s3/multipart/abort', ref)).status).toBe(404);
  });

  it('refuses part numbers outside 1 to 10000 with field errors', async () => {
    const ref = await createMultipart(listener, 6 * MIB);
    const answer = await listener.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      ...ref,
      partNumbers: [0, 10_001],
    });
    expect(answer.status).toBe(422);
  });
});

describe('abandoned uploads', () => {
  it('frees the parts and objects of uploads announced more than a week ago that never became entries', async () => {
    const old = await createMultipart(listener, 6 * MIB);
    await put((await signParts(listener, old, [1])).get(1) ?? '', bytesOf(1000, 8));
    const oldDirect = await presign(listener, 10);
    await put(oldDirect.url, bytesOf(10, 8));
    const oldObject = join(app.dataDir, 'uploads', oldDirect.key.split('/')[1] ?? '');
    expect(existsSync(oldObject)).toBe(true);

    app.clock.advance(PENDING_UPLOAD_LIFETIME_MS + 60_000);
    // A week on, the old session has ended too.
    listener = await registerListener(
      app.url,
      `s3-week-later${++count}@example.com`,
      'correct horse battery',
    );
    const recent = await createMultipart(listener, 6 * MIB);
    expect(await sweepAbandonedUploads(app.server.services)).toBeGreaterThanOrEqual(2);

    expect(existsSync(join(app.dataDir, 'multipart', old.uploadId))).toBe(false);
    expect(existsSync(oldObject)).toBe(false);
    expect((await listener.post('/api/v1/s3/multipart/get-uploaded-parts', recent)).status).toBe(200);
  });

  it('makes one entry of an object however many times it is recorded at once', async () => {
    const signed = await presign(listener, 10);
    await put(signed.url, bytesOf(10, 9));
    const answers = await Promise.all(
      [1, 2, 3].map(() => listener.post('/api/v1/s3/entries', entryBody(signed.key, 10))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404]);
  });
});
