import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';
import { ObjectTooLargeError } from './local-disks';
import { type IncomingForm, receivePlainUpload } from './plain-upload-form';

const BOUNDARY = 'tonearmBoundary';
const head = (name: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: audio/mpeg` : ''}\r\n\r\n`;
const encoder = new TextEncoder();

const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const MIB = 1024 * 1024;

/** A form whose body the test pushes piece by piece, as a slow network delivers it. */
function pushedForm() {
  const body = new PassThrough();
  const incoming: IncomingForm = { contentType: CONTENT_TYPE, body };
  return {
    incoming,
    push: (text: string | Uint8Array) => body.write(typeof text === 'string' ? encoder.encode(text) : text),
    end: () => body.end(),
    fail: (error: Error) => body.destroy(error),
  };
}

/** Limits of a file of `fileBytes` at most, in a body with room for its envelope. */
const limitsFor = (fileBytes: number) => ({ fileBytes, bodyBytes: fileBytes + 64 * 1024 });

async function bytesOnDisk(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => []);
  const sizes = await Promise.all(names.map((name) => stat(join(folder, name)).then((info) => info.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe('a plain upload read as it arrives', () => {
  let folder: string;
  beforeEach(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'tonearm-plain-')), 'incoming');
  });
  afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

  it('writes the file to disk before the body has ended, then answers it with the fields', async () => {
    const { incoming, push, end } = pushedForm();
    const received = receivePlainUpload(incoming, folder, limitsFor(10 * MIB));
    const half = new Uint8Array(512 * 1024).fill(7);
    push(head('file', 'Mix.mp3'));
    push(half);
    // The first half is on disk while the second has not been sent: the file is never held whole.
    await vi.waitFor(async () => expect(await bytesOnDisk(folder)).toBe(half.length), { timeout: 5_000 });
    push(half);
    push(`\r\n${head('clientExtension')}mp3\r\n${head('parentId')}4\r\n--${BOUNDARY}--\r\n`);
    end();
    const form = await received;
    expect(form.fields).toEqual({ clientExtension: 'mp3', parentId: '4' });
    expect(form.file).toMatchObject({ name: 'Mix.mp3', type: 'audio/mpeg', size: 2 * half.length });
    expect((await stat(form.file?.path ?? '')).size).toBe(2 * half.length);
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    const { incoming, push, end } = pushedForm();
    const received = receivePlainUpload(incoming, folder, limitsFor(1000));
    push(head('file', 'Big.mp3'));
    push(new Uint8Array(1001));
    push(`\r\n--${BOUNDARY}--\r\n`);
    end();
    await expect(received).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails when the connection drops mid-file and leaves nothing behind', async () => {
    const { incoming, push, fail } = pushedForm();
    const received = receivePlainUpload(incoming, folder, limitsFor(10_000));
    push(head('file', 'Cut.mp3'));
    push(new Uint8Array(4000));
    await vi.waitFor(async () => expect(await bytesOnDisk(folder)).toBe(4000), { timeout: 5_000 });
    fail(new Error('connection reset'));
    await expect(received).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails when the connection drops before the file is open, and leaves nothing behind', async () => {
    const { incoming, push, fail } = pushedForm();
    const received = receivePlainUpload(incoming, folder, limitsFor(10_000));
    push(head('file', 'Cut.mp3'));
    push(new Uint8Array(100));
    fail(new Error('connection reset'));
    await expect(received).rejects.toThrow('connection reset');
    await vi.waitFor(async () => expect(await readdir(folder).catch(() => [])).toEqual([]));
  });

  it('reads the body only as fast as the file reaches the disk', async () => {
    const total = 48 * MIB;
    const piece = new Uint8Array(256 * 1024).fill(9);
    let furthestAhead = 0;
    async function* body() {
      yield encoder.encode(head('file', 'Long.flac'));
      for (let sent = 0; sent < total; sent += piece.length) {
        // How far the reader has got ahead of the disk, every few mebibytes.
        if (sent % (8 * MIB) === 0)
          furthestAhead = Math.max(furthestAhead, sent - (await bytesOnDisk(folder)));
        yield piece;
      }
      yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
    }
    const form = await receivePlainUpload(
      { contentType: CONTENT_TYPE, body: body() },
      folder,
      limitsFor(total),
    );
    expect(form.file?.size).toBe(total);
    expect(furthestAhead).toBeLessThanOrEqual(4 * MIB);
  });

  it('stops reading a body sent without a length once it passes the body limit, and leaves nothing behind', async () => {
    const { incoming, push } = pushedForm();
    const received = receivePlainUpload(incoming, folder, { fileBytes: 100_000, bodyBytes: 8192 });
    push(head('file', 'Endless.mp3'));
    for (let index = 0; index < 4; index += 1) push(new Uint8Array(4096));
    const error = await received.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413 });
    await vi.waitFor(async () => expect(await readdir(folder).catch(() => [])).toEqual([]));
  });
});
