import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedAnswer } from '../testing/loopback-server';
import { Gate } from './test-support/gate';
import { patternedBlob } from './test-support/patterned-blob';
import { fileEntryBody, tusAnswers } from './test-support/server-answers';
import { startUploadHarness, type UploadHarness } from './test-support/upload-harness';
import type { UploadStatus } from './upload-concurrency';
import type { UploadQueue } from './upload-queue';

const MIB = 1024 * 1024;
const song = (name: string, size = 16) => new File([new Uint8Array(size)], name, { type: 'audio/mpeg' });
const statusesOf = (queue: UploadQueue): UploadStatus[] =>
  queue.getSnapshot().uploads.map((upload) => upload.status);

describe('upload queue', () => {
  let harness: UploadHarness;

  beforeEach(async () => {
    vi.useFakeTimers();
    harness = await startUploadHarness();
  });
  afterEach(async () => {
    await harness.close();
    vi.useRealTimers();
  });

  function heldAnswer(gate: Gate, id: number): ScriptedAnswer {
    return async () => {
      await gate.opened;
      return { status: 201, body: fileEntryBody(id) };
    };
  }

  it('moves an upload from pending through inProgress to completed, reporting its progress', async () => {
    harness.server.script({ status: 201, body: fileEntryBody(1) });
    const queue = harness.queue();
    const seen: Array<[UploadStatus, number, number]> = [];
    queue.subscribe(() => {
      const upload = queue.getSnapshot().uploads[0];
      if (upload) seen.push([upload.status, upload.percentage, upload.bytesUploaded]);
    });
    const [upload] = queue.add([song('song.mp3', 3 * MIB)]);
    await queue.whenSettled(upload?.id ?? '');

    expect(seen[0]).toEqual(['pending', 0, 0]);
    expect(seen[1]).toEqual(['inProgress', 0, 0]);
    expect(seen.at(-1)).toEqual(['completed', 100, 3 * MIB]);
    const during = seen.filter(([status]) => status === 'inProgress').map(([, , bytes]) => bytes);
    expect(during.length).toBeGreaterThan(3);
    expect(during).toEqual([...during].sort((first, second) => first - second));
    const partway = seen.filter(
      ([status, percentage]) => status === 'inProgress' && percentage > 0 && percentage < 100,
    );
    expect(partway.length).toBeGreaterThan(3);
  });

  it('runs 3 uploads at once and starts the next when one ends', async () => {
    const gates = [new Gate(), new Gate(), new Gate(), new Gate()];
    harness.server.script(...gates.map((gate, index) => heldAnswer(gate, index + 1)));
    const queue = harness.queue();
    const uploads = queue.add([song('1.mp3'), song('2.mp3'), song('3.mp3'), song('4.mp3')]);
    expect(statusesOf(queue)).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending']);
    expect(queue.getSnapshot().activeCount).toBe(4);

    await harness.server.requestAt(2);
    gates[1]?.open();
    await queue.whenSettled(uploads[1]?.id ?? '');
    expect(statusesOf(queue)).toEqual(['inProgress', 'completed', 'inProgress', 'inProgress']);
    for (const gate of gates) gate.open();
    await Promise.all(uploads.map((upload) => queue.whenSettled(upload.id)));
    expect(statusesOf(queue)).toEqual(['completed', 'completed', 'completed', 'completed']);
  });

  it('runs a chunked upload alone, then the others', async () => {
    harness.server.script(
      tusAnswers.created('/api/v1/tus/upload/a1'),
      tusAnswers.patched,
      { body: fileEntryBody(1) },
      { status: 201, body: fileEntryBody(2) },
    );
    const queue = harness.queue({ settings: { chunk_size: 8 * MIB } });
    const uploads = queue.add([patternedBlob(4 * MIB)].map((blob) => ({ blob, name: 'mix.mp3' })));
    queue.add([song('short.mp3')]);
    expect(uploads[0]?.method).toBe('tus');
    expect(statusesOf(queue)).toEqual(['inProgress', 'pending']);
    await Promise.all(queue.getSnapshot().uploads.map((upload) => queue.whenSettled(upload.id)));
    expect(harness.received()).toEqual([
      'POST /api/v1/tus/upload',
      'PATCH /api/v1/tus/upload/a1',
      'POST /api/v1/tus/entries',
      'POST /api/v1/file-entries',
    ]);
  });

  it('runs the files of a folder one at a time', async () => {
    const gates = [new Gate(), new Gate()];
    harness.server.script(...gates.map((gate, index) => heldAnswer(gate, index + 1)));
    const queue = harness.queue();
    const folder = ['Album/1.mp3', 'Album/2.mp3'].map((path) => ({
      blob: new Blob(['x']),
      name: path.split('/')[1] ?? '',
      relativePath: path,
    }));
    const uploads = queue.add(folder);
    expect(statusesOf(queue)).toEqual(['inProgress', 'pending']);
    gates[0]?.open();
    await queue.whenSettled(uploads[0]?.id ?? '');
    expect(statusesOf(queue)).toEqual(['completed', 'inProgress']);
    gates[1]?.open();
    await queue.whenSettled(uploads[1]?.id ?? '');
  });

  it('cancels a pending upload without sending it, and a running one by aborting its request', async () => {
    const gate = new Gate();
    harness.server.script(heldAnswer(gate, 1), heldAnswer(gate, 2), heldAnswer(gate, 3));
    const onError = vi.fn();
    const queue = harness.queue();
    const uploads = queue.add([song('1.mp3'), song('2.mp3'), song('3.mp3'), song('4.mp3')], { onError });
    queue.cancel(uploads[3]?.id ?? '');
    expect(statusesOf(queue)).toEqual(['inProgress', 'inProgress', 'inProgress', 'aborted']);
    await harness.server.requestAt(2);
    queue.cancel(uploads[0]?.id ?? '');
    expect(statusesOf(queue)).toEqual(['aborted', 'inProgress', 'inProgress', 'aborted']);
    gate.open();
    await Promise.all(uploads.map((upload) => queue.whenSettled(upload.id)));
    expect(statusesOf(queue)).toEqual(['aborted', 'completed', 'completed', 'aborted']);
    expect(harness.received()).toHaveLength(3);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses a file that breaks a restriction before sending anything, with the spec message', async () => {
    const onError = vi.fn();
    const queue = harness.queue({ settings: { max_size: 1024 } });
    const [tooLarge, wrongType] = queue.add(
      [
        new File([new Uint8Array(1025)], 'cover.png', { type: 'image/png' }),
        new File(['x'], 'notes.txt', { type: 'text/plain' }),
      ],
      { restrictions: { allowedFileTypes: ['image/*'] }, onError },
    );
    expect(tooLarge).toMatchObject({
      status: 'failed',
      error: '`cover.png` exceeds maximum allowed size of 1 KB',
    });
    expect(wrongType).toMatchObject({ status: 'failed', error: 'This file type is not allowed' });
    expect(onError).toHaveBeenCalledWith('`cover.png` exceeds maximum allowed size of 1 KB', tooLarge?.file);
    expect(onError).toHaveBeenCalledWith('This file type is not allowed', wrongType?.file);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.received()).toEqual([]);
  });

  it("fails with the server's message, or no text when it sent none, and calls back", async () => {
    harness.server.script(
      { status: 403, body: { message: 'You have used all your storage.' } },
      { status: 500, body: '<html>Server Error</html>', headers: { 'content-type': 'text/html' } },
      { status: 201, body: fileEntryBody(3) },
    );
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const queue = harness.queue();
    const uploads = queue.add([song('1.mp3')], { onError, onSuccess });
    await queue.whenSettled(uploads[0]?.id ?? '');
    const more = queue.add([song('2.mp3')], { onError, onSuccess });
    await queue.whenSettled(more[0]?.id ?? '');
    const last = queue.add([song('3.mp3')], { onError, onSuccess });
    await queue.whenSettled(last[0]?.id ?? '');
    expect(queue.getSnapshot().uploads.map(({ status, error }) => [status, error])).toEqual([
      ['failed', 'You have used all your storage.'],
      ['failed', null],
      ['completed', null],
    ]);
    expect(onError.mock.calls.map(([message]) => message)).toEqual(['You have used all your storage.', null]);
    expect(onSuccess).toHaveBeenCalledWith(fileEntryBody(3).fileEntry, last[0]?.file);
  });

  it("fails an upload with 'Upload timed out' after 30 s without progress", async () => {
    const gate = new Gate();
    harness.server.script(heldAnswer(gate, 1));
    const queue = harness.queue();
    const [upload] = queue.add([song('song.mp3')]);
    await harness.server.requestAt(0);
    await harness.clock.waitingFor(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(statusesOf(queue)).toEqual(['inProgress']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: 'Upload timed out',
    });
    gate.open();
  });

  it('retries a failed upload', async () => {
    harness.server.script({ status: 503 }, { status: 201, body: fileEntryBody(1) });
    const queue = harness.queue();
    const [upload] = queue.add([song('song.mp3')]);
    await queue.whenSettled(upload?.id ?? '');
    expect(statusesOf(queue)).toEqual(['failed']);
    queue.retry(upload?.id ?? '');
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'completed',
      error: null,
    });
    expect(harness.received()).toHaveLength(2);
  });

  it('clears the uploads that ended and keeps the others', async () => {
    const gate = new Gate();
    harness.server.script({ status: 201, body: fileEntryBody(1) }, { status: 500 }, heldAnswer(gate, 3));
    const queue = harness.queue();
    const uploads = queue.add([song('1.mp3'), song('2.mp3'), song('3.mp3'), song('4.mp3')], {
      metadata: { parentId: 1 },
    });
    queue.cancel(uploads[3]?.id ?? '');
    await queue.whenSettled(uploads[0]?.id ?? '');
    await queue.whenSettled(uploads[1]?.id ?? '');
    queue.clearInactive();
    expect(queue.getSnapshot().uploads.map((upload) => upload.file.name)).toEqual(['3.mp3']);
    gate.open();
    await queue.whenSettled(uploads[2]?.id ?? '');
  });

  it('keeps the snapshot until something changes and stops calling a listener once removed', async () => {
    const queue = harness.queue({ settings: { max_size: 1 } });
    const first = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([song('1.mp3')]);
    expect(listener).toHaveBeenCalledOnce();
    expect(queue.getSnapshot()).not.toBe(first);
    const second = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(second);
    unsubscribe();
    queue.clearInactive();
    expect(listener).toHaveBeenCalledOnce();
    expect(queue.getSnapshot().uploads).toEqual([]);
  });

  it('totals the progress of the uploads that are not failed or aborted', async () => {
    const gate = new Gate();
    harness.server.script({ status: 201, body: fileEntryBody(1) }, heldAnswer(gate, 2));
    const queue = harness.queue();
    const uploads = queue.add([song('1.mp3', 300), song('2.mp3', 100), song('3.mp3', 50)]);
    queue.cancel(uploads[2]?.id ?? '');
    await queue.whenSettled(uploads[0]?.id ?? '');
    await harness.server.requestAt(1);
    expect(queue.getSnapshot()).toMatchObject({ totalBytes: 400, activeCount: 1 });
    expect(queue.getSnapshot().bytesUploaded).toBeGreaterThanOrEqual(300);
    gate.open();
    await queue.whenSettled(uploads[1]?.id ?? '');
    expect(queue.getSnapshot()).toMatchObject({ bytesUploaded: 400, totalBytes: 400, percentage: 100 });
  });
});
