import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ObjectTooLargeError } from './local-disks';
import { receivePlainUpload } from './plain-upload-form';

const BOUNDARY = 'tonearmBoundary';
const head = (name: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: audio/mpeg` : ''}\r\n\r\n`;
const encoder = new TextEncoder();

/** A request whose body the test pushes piece by piece, as a slow network delivers it. */
function pushedRequest() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const request = new Request('http://localhost/api/v1/file-entries', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return {
    request,
    push: (text: string | Uint8Array) =>
      controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
    end: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
}

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
    const { request, push, end } = pushedRequest();
    const received = receivePlainUpload(request, folder, 10 * 1024 * 1024);
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
    const { request, push, end } = pushedRequest();
    const received = receivePlainUpload(request, folder, 1000);
    push(head('file', 'Big.mp3'));
    push(new Uint8Array(1001));
    push(`\r\n--${BOUNDARY}--\r\n`);
    end();
    await expect(received).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails when the connection drops mid-file and leaves nothing behind', async () => {
    const { request, push, fail } = pushedRequest();
    const received = receivePlainUpload(request, folder, 10_000);
    push(head('file', 'Cut.mp3'));
    push(new Uint8Array(4000));
    await vi.waitFor(async () => expect(await bytesOnDisk(folder)).toBe(4000), { timeout: 5_000 });
    fail(new Error('connection reset'));
    await expect(received).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });
});
