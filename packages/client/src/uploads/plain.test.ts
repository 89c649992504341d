import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEntryBody } from './test-support/server-answers';
import { startUploadHarness, type UploadHarness, XSRF_TOKEN } from './test-support/upload-harness';

describe('plain upload', () => {
  let harness: UploadHarness;

  beforeEach(async () => {
    vi.useFakeTimers();
    harness = await startUploadHarness();
  });
  afterEach(async () => {
    await harness.close();
    vi.useRealTimers();
  });

  it('POSTs file-entries as multipart: the file, clientMime, clientExtension and the metadata', async () => {
    harness.server.script({ status: 201, body: fileEntryBody(7, 'Intro.mp3', 5) });
    harness.http.setWorkspaceId(3);
    const queue = harness.queue();
    const file = new File(['ID3v2'], 'Intro.MP3', { type: 'audio/mpeg' });
    const [upload] = queue.add([{ blob: file, name: 'Intro.MP3', relativePath: 'Album/Intro.MP3' }], {
      metadata: { parentId: 12 },
    });
    const settled = await queue.whenSettled(upload?.id ?? '');

    expect(settled).toMatchObject({ status: 'completed', percentage: 100, bytesUploaded: 5, error: null });
    expect(settled.entry).toEqual(fileEntryBody(7, 'Intro.mp3', 5).fileEntry);
    expect(harness.received()).toEqual(['POST /api/v1/file-entries']);
    const request = harness.server.requests[0];
    expect(request?.query.get('workspaceId')).toBe('3');
    expect(request?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(request?.headers.accept).toBe('application/json');
    const form = request?.form;
    expect([...(form?.keys() ?? [])]).toEqual([
      'file',
      'clientMime',
      'clientExtension',
      'disk',
      'relativePath',
      'workspaceId',
      'parentId',
    ]);
    const sent = form?.get('file') as File;
    expect(sent.name).toBe('Intro.MP3');
    await expect(sent.text()).resolves.toBe('ID3v2');
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([name]) => name !== 'file'))).toEqual({
      clientMime: 'audio/mpeg',
      clientExtension: 'mp3',
      disk: 'uploads',
      relativePath: 'Album/Intro.MP3',
      workspaceId: '3',
      parentId: '12',
    });
  });

  it("fails with the server's message", async () => {
    harness.server.script({ status: 413, body: { message: 'The file is too large for your plan.' } });
    const queue = harness.queue();
    const [upload] = queue.add([new File(['x'], 'song.mp3')]);
    await expect(queue.whenSettled(upload?.id ?? '')).resolves.toMatchObject({
      status: 'failed',
      error: 'The file is too large for your plan.',
    });
    expect(harness.received()).toHaveLength(1);
  });
});
