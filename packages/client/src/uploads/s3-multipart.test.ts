import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest, ScriptedResponse } from '../testing/loopback-server';
import { uploadFingerprint } from './fingerprint';
import { ResumeRecords } from './resume-records';
import { CountingTransport } from './test-support/counting-transport';
import { Gate } from './test-support/gate';
import { bytesOf, patternedBlob } from './test-support/patterned-blob';
import { EXPIRED_SIGNATURE_BODY, fileEntryBody } from './test-support/server-answers';
import { startUploadHarness, type UploadHarness, XSRF_TOKEN } from './test-support/upload-harness';

const MIB = 1024 * 1024;
const PART = 5 * MIB;
const SIZE = 2 * PART + 1000;
const KEY = 'uploads/2c9f.mp3';
const LAST_MODIFIED = 1_700_000_000_000;
const mix = (size = SIZE) =>
  new File([patternedBlob(size)], 'Long Mix.mp3', { type: 'audio/mpeg', lastModified: LAST_MODIFIED });

/** How the scripted storage answers part uploads and resume questions. */
interface StorageScript {
  /** The answer of `get-uploaded-parts`. */
  uploadedParts?: ScriptedResponse;
  /** The answer to one PUT of a part (its `attempt`, counting from 1); a plain success when it returns nothing. */
  part?: (
    partNumber: number,
    attempt: number,
  ) => ScriptedResponse | undefined | Promise<ScriptedResponse | undefined>;
}

const partNumberOf = (request: RecordedRequest) => Number(request.query.get('partNumber'));

describe('multipart upload to S3', () => {
  let harness: UploadHarness;

  beforeEach(async () => {
    vi.useFakeTimers();
    harness = await startUploadHarness();
  });
  afterEach(async () => {
    await harness.close();
    vi.useRealTimers();
  });

  /** Scripts the product's S3 endpoints and the bucket, answering each request by its path. */
  function scriptStorage(script: StorageScript = {}, answers = 60): void {
    let signatures = 0;
    const attempts = new Map<number, number>();
    const answer = async (request: RecordedRequest): Promise<ScriptedResponse> => {
      const body = request.json as Record<string, unknown> | undefined;
      switch (request.path) {
        case '/api/v1/s3/multipart/create':
          return { body: { uploadId: 'up-1', key: KEY } };
        case '/api/v1/s3/multipart/get-uploaded-parts':
          return script.uploadedParts ?? { body: { parts: [] } };
        case '/api/v1/s3/multipart/batch-sign-part-urls': {
          signatures += 1;
          const partNumbers = body?.partNumbers as number[];
          const urls = partNumbers.map((partNumber) => ({
            partNumber,
            url: `${harness.storageOrigin}/bucket/${KEY}?partNumber=${partNumber}&uploadId=up-1&X-Amz-Signature=s${signatures}`,
          }));
          return { body: { urls } };
        }
        case '/api/v1/s3/multipart/complete':
          return { body: { location: `${harness.storageOrigin}/bucket/${KEY}` } };
        case '/api/v1/s3/multipart/abort':
          return { status: 204 };
        case '/api/v1/s3/entries':
          return { status: 201, body: fileEntryBody(30, 'Long Mix.mp3', SIZE) };
      }
      const partNumber = partNumberOf(request);
      const attempt = (attempts.get(partNumber) ?? 0) + 1;
      attempts.set(partNumber, attempt);
      return (await script.part?.(partNumber, attempt)) ?? { headers: { ETag: `"etag-${partNumber}"` } };
    };
    harness.server.script(...Array.from({ length: answers }, () => answer));
  }

  const puts = () => harness.requestsTo('/bucket', 'PUT');
  const callsTo = (name: string) => harness.requestsTo(`/api/v1/s3/multipart/${name}`);

  it('creates the upload, PUTs each part to its URL, completes with the ETags in part order, then records the entry', async () => {
    const laterParts = new Gate();
    let answered = 0;
    scriptStorage({
      async part(partNumber) {
        // Part 1 answers last, so the parts finish out of order.
        if (partNumber === 1) await laterParts.opened;
        answered += 1;
        if (answered === 2) laterParts.open();
        return undefined;
      },
    });
    const queue = harness.queue({ partSize: PART });
    const file = mix();
    const [upload] = queue.add([file], { method: 's3-multipart', metadata: { parentId: 5 } });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'completed',
      entry: fileEntryBody(30, 'Long Mix.mp3', SIZE).fileEntry,
    });

    const [create] = callsTo('create');
    expect(create?.json).toEqual({
      filename: 'Long Mix.mp3',
      mime: 'audio/mpeg',
      size: SIZE,
      extension: 'mp3',
      disk: 'uploads',
      parentId: 5,
    });
    expect(create?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(callsTo('batch-sign-part-urls').map((request) => request.json)).toEqual([
      { partNumbers: [1, 2, 3], uploadId: 'up-1', key: KEY },
    ]);
    const sent = puts().sort((first, second) => partNumberOf(first) - partNumberOf(second));
    expect(sent.map(partNumberOf)).toEqual([1, 2, 3]);
    expect(sent.map((put) => put.headers['x-xsrf-token'])).toEqual([undefined, undefined, undefined]);
    expect(sent[0]?.rawBody.equals(await bytesOf(file, 0, PART))).toBe(true);
    expect(sent[1]?.rawBody.equals(await bytesOf(file, PART, 2 * PART))).toBe(true);
    expect(sent[2]?.rawBody.equals(await bytesOf(file, 2 * PART))).toBe(true);
    expect(callsTo('complete').map((request) => request.json)).toEqual([
      {
        key: KEY,
        uploadId: 'up-1',
        parts: [
          { ETag: '"etag-1"', PartNumber: 1 },
          { ETag: '"etag-2"', PartNumber: 2 },
          { ETag: '"etag-3"', PartNumber: 3 },
        ],
      },
    ]);
    expect(harness.requestsTo('/api/v1/s3/entries')[0]?.json).toEqual({
      disk: 'uploads',
      parentId: 5,
      clientMime: 'audio/mpeg',
      clientName: 'Long Mix.mp3',
      filename: '2c9f.mp3',
      size: SIZE,
      clientExtension: 'mp3',
    });
    expect(harness.received().at(-2)).toBe('POST /api/v1/s3/multipart/complete');
    expect(harness.storage.keys()).toEqual([]);
  });

  // Eleven 5 MB parts through a real socket take seconds on a busy two-core machine.
  it('sends 5 parts at a time and signs URLs just in time, 10 a batch', async () => {
    const size = 10 * PART + 1000;
    const fiveArrived = new Gate();
    let arrived = 0;
    scriptStorage({
      async part() {
        arrived += 1;
        if (arrived === 5) fiveArrived.open();
        await fiveArrived.opened;
        return undefined;
      },
    });
    const transport = new CountingTransport();
    const queue = harness.queue({ partSize: PART, transport });
    const [upload] = queue.add([mix(size)], { method: 's3-multipart' });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });

    expect(transport.mostInFlight).toBe(5);
    const signs = callsTo('batch-sign-part-urls');
    expect(signs.map((request) => (request.json as { partNumbers: number[] }).partNumbers)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11],
    ]);
    // The last part's URL is signed only once parts are done, not with the rest of the file.
    expect(harness.server.requests.indexOf(signs[1] as RecordedRequest)).toBeGreaterThan(
      harness.server.requests.indexOf(puts()[0] as RecordedRequest),
    );
    expect(
      puts()
        .map(partNumberOf)
        .sort((first, second) => first - second),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  }, 20_000);

  it('retries a failing part after 0, 3 and 5 s', async () => {
    scriptStorage({
      part: (partNumber, attempt) => (partNumber === 2 && attempt <= 3 ? { status: 500 } : undefined),
    });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([mix()], { method: 's3-multipart' });
    await harness.clock.waitingFor(3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(puts().filter((put) => partNumberOf(put) === 2)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await harness.clock.waitingFor(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(puts().filter((put) => partNumberOf(put) === 2)).toHaveLength(4);
  });

  it('fails the upload when a part fails a fourth time, keeping what storage has for a retry', async () => {
    scriptStorage({ part: (partNumber) => (partNumber === 2 ? { status: 503 } : undefined) });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([mix()], { method: 's3-multipart' });
    await harness.clock.waitingFor(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    await harness.clock.waitingFor(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: null,
    });
    expect(puts().filter((put) => partNumberOf(put) === 2)).toHaveLength(4);
    expect(callsTo('complete')).toEqual([]);
    expect(callsTo('abort')).toEqual([]);
    expect(harness.storage.keys()).toHaveLength(1);
  });

  it('signs an expired part URL again and sends the part there', async () => {
    scriptStorage({
      part: (partNumber, attempt) =>
        partNumber === 2 && attempt === 1
          ? { status: 403, headers: { 'content-type': 'application/xml' }, body: EXPIRED_SIGNATURE_BODY }
          : undefined,
    });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([mix()], { method: 's3-multipart' });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    const signs = callsTo('batch-sign-part-urls').map(
      (request) => (request.json as { partNumbers: number[] }).partNumbers,
    );
    expect(signs).toEqual([[1, 2, 3], [2]]);
    const partTwo = puts().filter((put) => partNumberOf(put) === 2);
    expect(partTwo.map((put) => put.query.get('X-Amz-Signature'))).toEqual(['s1', 's2']);
  });

  it('fails when storage hides the ETag header', async () => {
    scriptStorage({ part: () => ({ status: 200 }) });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([mix()], { method: 's3-multipart' });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: null,
    });
    expect(callsTo('complete')).toEqual([]);
  });

  it('resumes after a reload: a new queue asks storage for its parts and sends only the missing one', async () => {
    const stalled = new Gate();
    scriptStorage(
      {
        async part(partNumber) {
          if (partNumber !== 3) return undefined;
          await stalled.opened;
          return { drop: 'before-response' };
        },
      },
      5,
    );
    const file = mix();
    const before = harness.queue({ partSize: PART });
    before.add([file], { method: 's3-multipart' });
    await harness.server.requestAt(4);
    before.dispose();
    stalled.open();

    const seen = harness.server.requests.length;
    scriptStorage({
      uploadedParts: {
        body: {
          parts: [
            { PartNumber: 1, ETag: '"etag-1"', Size: PART },
            { PartNumber: 2, ETag: '"etag-2"', Size: PART },
          ],
        },
      },
    });
    const after = harness.queue({ partSize: PART });
    const [upload] = after.add(
      [new File([file], file.name, { type: file.type, lastModified: LAST_MODIFIED })],
      {
        method: 's3-multipart',
      },
    );
    await expect(after.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });

    const again = harness.server.requests.slice(seen);
    expect(again.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/s3/multipart/get-uploaded-parts',
      'POST /api/v1/s3/multipart/batch-sign-part-urls',
      `PUT /bucket/${KEY}`,
      'POST /api/v1/s3/multipart/complete',
      'POST /api/v1/s3/entries',
    ]);
    expect(again[0]?.json).toEqual({ key: KEY, uploadId: 'up-1' });
    expect(again[1]?.json).toEqual({ partNumbers: [3], uploadId: 'up-1', key: KEY });
    expect(partNumberOf(again[2] as RecordedRequest)).toBe(3);
    expect(again[3]?.json).toMatchObject({
      parts: [
        { ETag: '"etag-1"', PartNumber: 1 },
        { ETag: '"etag-2"', PartNumber: 2 },
        { ETag: '"etag-3"', PartNumber: 3 },
      ],
    });
    expect(harness.storage.keys()).toEqual([]);
  });

  it('starts a new multipart upload when storage no longer knows the stored one', async () => {
    const file = mix();
    const fingerprint = uploadFingerprint({
      name: file.name,
      size: SIZE,
      lastModified: LAST_MODIFIED,
      relativePath: '',
      userId: 1,
    });
    new ResumeRecords({ storage: harness.storage, userId: 1, clock: harness.clock }).write(
      's3-multipart',
      fingerprint,
      {
        uploadId: 'old',
        key: 'uploads/old.mp3',
        partSize: PART,
      },
    );
    scriptStorage({
      uploadedParts: { status: 404, body: { message: 'The specified upload does not exist.' } },
    });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([file], { method: 's3-multipart' });
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received().slice(0, 3)).toEqual([
      'POST /api/v1/s3/multipart/get-uploaded-parts',
      'POST /api/v1/s3/multipart/create',
      'POST /api/v1/s3/multipart/batch-sign-part-urls',
    ]);
  });

  it('aborts the upload in storage when cancelled, freeing its parts', async () => {
    const held = new Gate();
    scriptStorage({
      async part() {
        await held.opened;
        return undefined;
      },
    });
    const queue = harness.queue({ partSize: PART });
    const [upload] = queue.add([mix()], { method: 's3-multipart' });
    await vi.waitFor(() => expect(puts()).toHaveLength(3));
    queue.cancel(upload?.id ?? '');
    expect(queue.getSnapshot().uploads[0]?.status).toBe('aborted');
    await vi.waitFor(() => expect(callsTo('abort')).toHaveLength(1));
    expect(callsTo('abort')[0]?.json).toEqual({ key: KEY, uploadId: 'up-1' });
    await vi.waitFor(() => expect(harness.storage.keys()).toEqual([]));
    held.open();
    expect(callsTo('complete')).toEqual([]);
  });
});
