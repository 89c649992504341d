import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../testing/loopback-server';
import { uploadFingerprint } from './fingerprint';
import { ResumeRecords } from './resume-records';
import { Gate } from './test-support/gate';
import { bytesOf, patternedBlob } from './test-support/patterned-blob';
import { fileEntryBody, tusAnswers } from './test-support/server-answers';
import { startUploadHarness, type UploadHarness, XSRF_TOKEN } from './test-support/upload-harness';
import { DEFAULT_TUS_CHUNK_SIZE } from './tus';
import { decodeTusMetadata } from './tus-metadata';

const MIB = 1024 * 1024;
const CHUNK = 2 * MIB;
const SIZE = 4 * MIB + 1000;
// Resume tests need a third chunk after the one that drops.
const LARGE = 6 * MIB + 1000;
const settings = { chunk_size: CHUNK };
const LAST_MODIFIED = 1_700_000_000_000;
const mix = (size = SIZE) =>
  new File([patternedBlob(size)], 'Night Mix.mp3', { type: 'audio/mpeg', lastModified: LAST_MODIFIED });

function patchesOf(requests: readonly RecordedRequest[]) {
  return requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => ({ offset: Number(request.headers['upload-offset']), length: request.rawBody.length }));
}

describe('tus upload', () => {
  let harness: UploadHarness;

  beforeEach(async () => {
    vi.useFakeTimers();
    harness = await startUploadHarness();
  });
  afterEach(async () => {
    await harness.close();
    vi.useRealTimers();
  });

  it('creates the upload, PATCHes it chunk by chunk, then turns it into a file entry', async () => {
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/a1b2c3'),
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      { body: fileEntryBody(9, 'Night Mix.mp3', SIZE) },
    );
    harness.http.setWorkspaceId(4);
    const queue = harness.queue({ settings });
    const file = mix();
    const [upload] = queue.add([file], { metadata: { parentId: 2 } });
    const settled = await queue.whenSettled(upload?.id ?? '');

    expect(settled).toMatchObject({
      status: 'completed',
      method: 'tus',
      entry: fileEntryBody(9, 'Night Mix.mp3', SIZE).fileEntry,
    });
    expect(harness.received()).toEqual([
      'POST /api/v1/tus/upload',
      'PATCH /api/v1/tus/upload/a1b2c3',
      'PATCH /api/v1/tus/upload/a1b2c3',
      'PATCH /api/v1/tus/upload/a1b2c3',
      'POST /api/v1/tus/entries',
    ]);
    const [creation, ...rest] = harness.server.requests;
    expect(creation?.query.get('workspaceId')).toBe('4');
    expect(creation?.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'upload-length': String(SIZE),
      'x-xsrf-token': XSRF_TOKEN,
    });
    expect(decodeTusMetadata(String(creation?.headers['upload-metadata']))).toEqual({
      name: uploadFingerprint({
        name: 'Night Mix.mp3',
        size: SIZE,
        lastModified: LAST_MODIFIED,
        relativePath: '',
        userId: 1,
      }),
      clientName: 'Night Mix.mp3',
      clientExtension: 'mp3',
      clientMime: 'audio/mpeg',
      clientSize: String(SIZE),
      disk: 'uploads',
      workspaceId: '4',
      parentId: '2',
    });
    const patches = rest.slice(0, 3);
    for (const patch of patches) {
      expect(patch.headers).toMatchObject({
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'x-xsrf-token': XSRF_TOKEN,
      });
    }
    expect(patchesOf(patches)).toEqual([
      { offset: 0, length: CHUNK },
      { offset: CHUNK, length: CHUNK },
      { offset: 2 * CHUNK, length: 1000 },
    ]);
    expect(Buffer.concat(patches.map((patch) => patch.rawBody)).equals(await bytesOf(file))).toBe(true);
    expect(rest[3]?.json).toEqual({ uploadKey: 'a1b2c3' });
    expect(harness.storage.keys()).toEqual([]);
  });

  it('resumes from the offset the server reports after the connection drops mid-PATCH', async () => {
    // The server stored part of the lost chunk before the connection dropped.
    const stored = CHUNK + 300_000;
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/u1'),
      tusAnswers.patched,
      { drop: 'before-response' },
      tusAnswers.head(stored, LARGE),
      tusAnswers.patched,
      tusAnswers.patched,
      { body: fileEntryBody(1) },
    );
    const queue = harness.queue({ settings });
    const file = mix(LARGE);
    const [upload] = queue.add([file]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received()).toEqual([
      'POST /api/v1/tus/upload',
      'PATCH /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
      'HEAD /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
      'POST /api/v1/tus/entries',
    ]);
    expect(harness.server.requests[3]?.headers['tus-resumable']).toBe('1.0.0');
    const patches = harness.server.requests.filter((request) => request.method === 'PATCH');
    expect(patchesOf(patches)).toEqual([
      { offset: 0, length: CHUNK },
      { offset: CHUNK, length: CHUNK },
      { offset: stored, length: CHUNK },
      { offset: stored + CHUNK, length: LARGE - stored - CHUNK },
    ]);
    expect(patches[2]?.rawBody.equals(await bytesOf(file, stored, stored + CHUNK))).toBe(true);
    expect(patches[3]?.rawBody.equals(await bytesOf(file, stored + CHUNK))).toBe(true);
  });

  it('retries after 0, 3, 5, 10 and 20 s, asking for the offset each time, then fails with the server message', async () => {
    const failure = { status: 503, body: { message: 'Storage is busy.' } };
    harness.server.script(tusAnswers.created('/api/v1/tus/upload/u1'), failure);
    for (let retry = 0; retry < 5; retry += 1) harness.server.script(tusAnswers.head(0, SIZE), failure);
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);

    await harness.server.requestAt(3);
    expect(harness.received().slice(1, 4)).toEqual([
      'PATCH /api/v1/tus/upload/u1',
      'HEAD /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
    ]);
    for (const [index, delay] of [3_000, 5_000, 10_000, 20_000].entries()) {
      await harness.clock.waitingFor(delay);
      const received = harness.server.requests.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(harness.server.requests).toHaveLength(received);
      await vi.advanceTimersByTimeAsync(1);
      await harness.server.requestAt(5 + index * 2);
    }
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: 'Storage is busy.',
    });
    expect(harness.received()).toHaveLength(12);
  });

  it('does not retry a client error', async () => {
    harness.server.script(tusAnswers.created('/api/v1/tus/upload/u1'), {
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: 'This action is unauthorized.',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.received()).toEqual(['POST /api/v1/tus/upload', 'PATCH /api/v1/tus/upload/u1']);
  });

  it('retries a 409 offset conflict and a 423 lock', async () => {
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/u1'),
      { status: 409 },
      { status: 423 },
      tusAnswers.head(0, SIZE),
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      { body: fileEntryBody(1) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);
    // The 409 is retried at once; the locked HEAD waits the next delay of the table.
    await harness.clock.waitingFor(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received().slice(0, 5)).toEqual([
      'POST /api/v1/tus/upload',
      'PATCH /api/v1/tus/upload/u1',
      'HEAD /api/v1/tus/upload/u1',
      'HEAD /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
    ]);
  });

  it('waits for the connection to come back instead of retrying while offline', async () => {
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/u1'),
      () => {
        harness.connectivity.goOffline();
        return { drop: 'before-response' };
      },
      tusAnswers.head(0, SIZE),
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      { body: fileEntryBody(1) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);
    await vi.waitFor(() => expect(harness.connectivity.hasWaiters).toBe(true));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(harness.received()).toHaveLength(2);
    harness.connectivity.goOnline();
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received()[2]).toBe('HEAD /api/v1/tus/upload/u1');
  });

  it('resumes after a reload: a new queue with the same storage continues the stored upload', async () => {
    const stalled = new Gate();
    harness.server.script(tusAnswers.created('/api/v1/tus/upload/u1'), tusAnswers.patched, async () => {
      await stalled.opened;
      return { drop: 'before-response' };
    });
    const file = mix();
    const before = harness.queue({ settings });
    before.add([file]);
    await harness.server.requestAt(2);
    // The page goes away mid-PATCH; the server kept the first chunk only.
    before.dispose();
    stalled.open();

    harness.server.script(tusAnswers.head(CHUNK, SIZE), tusAnswers.patched, tusAnswers.patched, {
      body: fileEntryBody(1),
    });
    const after = harness.queue({ settings });
    const [upload] = after.add([
      new File([file], file.name, { type: file.type, lastModified: file.lastModified }),
    ]);
    await expect(after.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });

    expect(harness.received().slice(3)).toEqual([
      'HEAD /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
      'PATCH /api/v1/tus/upload/u1',
      'POST /api/v1/tus/entries',
    ]);
    expect(patchesOf(harness.server.requests.slice(3))).toEqual([
      { offset: CHUNK, length: CHUNK },
      { offset: 2 * CHUNK, length: 1000 },
    ]);
    expect(harness.storage.keys()).toEqual([]);
  });

  it("does not resume another user's upload of the same file", async () => {
    const records = new ResumeRecords({ storage: harness.storage, userId: 1, clock: harness.clock });
    const file = mix();
    const fingerprint = uploadFingerprint({
      name: file.name,
      size: SIZE,
      lastModified: LAST_MODIFIED,
      relativePath: '',
      userId: 1,
    });
    records.write('tus', fingerprint, { uploadUrl: `${harness.server.origin}/api/v1/tus/upload/theirs` });
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/mine'),
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      {
        body: fileEntryBody(1),
      },
    );
    const queue = harness.queue({ settings, userId: 2 });
    const [upload] = queue.add([file]);
    await queue.whenSettled(upload?.id ?? '');
    expect(harness.received()[0]).toBe('POST /api/v1/tus/upload');
  });

  it('drops a stored upload the server answers with a 4xx, and starts a new one', async () => {
    const file = mix();
    const fingerprint = uploadFingerprint({
      name: file.name,
      size: SIZE,
      lastModified: LAST_MODIFIED,
      relativePath: '',
      userId: 1,
    });
    new ResumeRecords({ storage: harness.storage, userId: 1, clock: harness.clock }).write(
      'tus',
      fingerprint,
      {
        uploadUrl: `${harness.server.origin}/api/v1/tus/upload/gone`,
      },
    );
    const recorded: string[][] = [];
    harness.server.script(
      { status: 404 },
      () => {
        recorded.push(harness.storage.keys());
        return tusAnswers.created('/api/v1/tus/upload/new');
      },
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      { body: fileEntryBody(1) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([file]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received().slice(0, 3)).toEqual([
      'HEAD /api/v1/tus/upload/gone',
      'POST /api/v1/tus/upload',
      'PATCH /api/v1/tus/upload/new',
    ]);
    expect(recorded).toEqual([[]]);
    expect(harness.server.requests.at(-1)?.json).toEqual({ uploadKey: 'new' });
  });

  it('sweeps expired resume data, so an upload a day old starts over', async () => {
    const file = mix();
    const fingerprint = uploadFingerprint({
      name: file.name,
      size: SIZE,
      lastModified: LAST_MODIFIED,
      relativePath: '',
      userId: 1,
    });
    new ResumeRecords({ storage: harness.storage, userId: 1, clock: harness.clock }).write(
      'tus',
      fingerprint,
      {
        uploadUrl: `${harness.server.origin}/api/v1/tus/upload/old`,
      },
    );
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    harness.queue({ settings });
    expect(harness.storage.keys()).toEqual([]);
  });

  it('keeps the resume data until the entry is created, so a retry goes straight to it', async () => {
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/u1'),
      tusAnswers.patched,
      tusAnswers.patched,
      tusAnswers.patched,
      { status: 500, body: { message: 'Could not move the file.' } },
      tusAnswers.head(SIZE, SIZE),
      { body: fileEntryBody(1) },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: 'Could not move the file.',
    });
    expect(harness.storage.keys()).toHaveLength(1);
    queue.retry(upload?.id ?? '');
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({ status: 'completed' });
    expect(harness.received().slice(4)).toEqual([
      'POST /api/v1/tus/entries',
      'HEAD /api/v1/tus/upload/u1',
      'POST /api/v1/tus/entries',
    ]);
    expect(harness.storage.keys()).toEqual([]);
  });

  it('deletes the upload on the server when cancelled', async () => {
    const held = new Gate();
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/u1'),
      async (request) => {
        await held.opened;
        return tusAnswers.patched(request);
      },
      { status: 204, headers: { 'Tus-Resumable': '1.0.0' } },
    );
    const queue = harness.queue({ settings });
    const [upload] = queue.add([mix()]);
    await harness.server.requestAt(1);
    queue.cancel(upload?.id ?? '');
    expect(queue.getSnapshot().uploads[0]?.status).toBe('aborted');
    const deletion = await harness.server.requestAt(2);
    expect(deletion.method).toBe('DELETE');
    expect(deletion.path).toBe('/api/v1/tus/upload/u1');
    expect(deletion.headers).toMatchObject({ 'tus-resumable': '1.0.0', 'x-xsrf-token': XSRF_TOKEN });
    held.open();
    await vi.waitFor(() => expect(harness.storage.keys()).toEqual([]));
    expect(harness.received()).toHaveLength(3);
  });

  // 64 MiB through a real socket and recorded by the server takes seconds on a busy two-core machine.
  it('sends a 64 MiB file with no read larger than a chunk', async () => {
    const size = 64 * MIB;
    const chunks = size / DEFAULT_TUS_CHUNK_SIZE;
    harness.server.script(tusAnswers.created('/api/v1/tus/upload/big'));
    for (let chunk = 0; chunk < chunks; chunk += 1) harness.server.script(tusAnswers.patched);
    harness.server.script({ body: fileEntryBody(1) });
    const queue = harness.queue();
    const blob = patternedBlob(size);
    const [upload] = queue.add([{ blob, name: 'Live Set.mp3' }]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'completed',
      method: 'tus',
    });

    expect(harness.fileSource.slices).toHaveLength(chunks);
    expect(harness.fileSource.largestSlice).toBe(DEFAULT_TUS_CHUNK_SIZE);
    const patches = harness.server.requests.filter((request) => request.method === 'PATCH');
    const received = createHash('sha256');
    for (const patch of patches) received.update(patch.rawBody);
    const sent = createHash('sha256').update(await bytesOf(blob));
    expect(received.digest('hex')).toBe(sent.digest('hex'));
  }, 30_000);
});
