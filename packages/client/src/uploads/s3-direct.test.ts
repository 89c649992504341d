import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_SIGNATURE_BODY, fileEntryBody } from './test-support/server-answers';
import { startUploadHarness, type UploadHarness, XSRF_TOKEN } from './test-support/upload-harness';

const settings = { uploads_driver: 's3', s3_direct_upload: true };

describe('direct upload to S3', () => {
  let harness: UploadHarness;

  beforeEach(async () => {
    vi.useFakeTimers();
    harness = await startUploadHarness();
  });
  afterEach(async () => {
    await harness.close();
    vi.useRealTimers();
  });

  it('signs a URL, PUTs the file there without the product credentials, then records the entry', async () => {
    const storageUrl = `${harness.storageOrigin}/bucket/uploads/5f2a.mp3?X-Amz-Signature=abc`;
    harness.server.script(
      { body: { url: storageUrl, acl: 'private', key: 'uploads/5f2a.mp3' } },
      { status: 200, headers: { ETag: '"d41d8cd9"' } },
      { status: 201, body: fileEntryBody(12, 'Intro.mp3', 5) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([new File(['ID3v2'], 'Intro.mp3', { type: 'audio/mpeg' })], {
      metadata: { parentId: 8 },
    });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'completed',
      method: 's3-direct',
      entry: fileEntryBody(12, 'Intro.mp3', 5).fileEntry,
    });

    expect(harness.received()).toEqual([
      'POST /api/v1/s3/simple/presign',
      'PUT /bucket/uploads/5f2a.mp3',
      'POST /api/v1/s3/entries',
    ]);
    const [presign, put, entry] = harness.server.requests;
    expect(presign?.json).toEqual({
      filename: 'Intro.mp3',
      mime: 'audio/mpeg',
      size: 5,
      extension: 'mp3',
      disk: 'uploads',
      parentId: 8,
    });
    expect(presign?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(put?.query.get('X-Amz-Signature')).toBe('abc');
    expect(put?.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'x-amz-acl': 'private',
      'content-length': '5',
    });
    expect(put?.headers['x-xsrf-token']).toBeUndefined();
    expect(put?.text).toBe('ID3v2');
    expect(entry?.json).toEqual({
      disk: 'uploads',
      parentId: 8,
      clientMime: 'audio/mpeg',
      clientName: 'Intro.mp3',
      filename: '5f2a.mp3',
      size: 5,
      clientExtension: 'mp3',
    });
  });

  it('fails without text when storage refuses the file', async () => {
    harness.server.script(
      { body: { url: `${harness.storageOrigin}/bucket/a.mp3`, acl: null, key: 'a.mp3' } },
      {
        status: 403,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>SignatureDoesNotMatch</Code></Error>',
      },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([new File(['x'], 'a.mp3')]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: null,
    });
    expect(harness.server.requests[1]?.headers['x-amz-acl']).toBeUndefined();
    expect(harness.received()).toHaveLength(2);
  });

  it('signs the URL again when it expired before the file got there, and records the new key', async () => {
    harness.server.script(
      {
        body: {
          url: `${harness.storageOrigin}/bucket/old.mp3?X-Amz-Signature=s1`,
          acl: null,
          key: 'old.mp3',
        },
      },
      { status: 403, headers: { 'content-type': 'application/xml' }, body: EXPIRED_SIGNATURE_BODY },
      {
        body: {
          url: `${harness.storageOrigin}/bucket/new.mp3?X-Amz-Signature=s2`,
          acl: null,
          key: 'new.mp3',
        },
      },
      { status: 200, headers: { ETag: '"d41d8cd9"' } },
      { status: 201, body: fileEntryBody(13, 'Outro.mp3', 3) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([new File(['abc'], 'Outro.mp3', { type: 'audio/mpeg' })]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received()).toEqual([
      'POST /api/v1/s3/simple/presign',
      'PUT /bucket/old.mp3',
      'POST /api/v1/s3/simple/presign',
      'PUT /bucket/new.mp3',
      'POST /api/v1/s3/entries',
    ]);
    expect(harness.server.requests[3]?.text).toBe('abc');
    expect(harness.server.requests[4]?.json).toMatchObject({ filename: 'new.mp3' });
  });

  it('fails when the URL signed again has expired too', async () => {
    const expired = {
      status: 403,
      headers: { 'content-type': 'application/xml' },
      body: EXPIRED_SIGNATURE_BODY,
    };
    harness.server.script(
      { body: { url: `${harness.storageOrigin}/bucket/a.mp3`, acl: null, key: 'a.mp3' } },
      expired,
      { body: { url: `${harness.storageOrigin}/bucket/b.mp3`, acl: null, key: 'b.mp3' } },
      expired,
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([new File(['x'], 'a.mp3')]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'failed' });
    expect(harness.received()).toHaveLength(4);
  });
});
