import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { NetworkError } from '../errors/network-error';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { rejectionOf } from '../testing/rejection-of';
import { createFetchTransport } from './fetch-transport';
import { Gate } from './test-support/gate';
import { bytesOf, patternedBlob } from './test-support/patterned-blob';

const MIB = 1024 * 1024;

describe('fetch transport', () => {
  let server: LoopbackServer;
  const transport = createFetchTransport();

  beforeEach(async () => {
    server = await startLoopbackServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('sends the method, headers and a blob body with its length, reporting progress as the body goes', async () => {
    server.script({ status: 204, headers: { 'Upload-Offset': String(2 * MIB) } });
    const body = patternedBlob(2 * MIB, '');
    const progress: number[] = [];
    const answer = await transport.send({
      method: 'PATCH',
      url: `${server.origin}/api/v1/tus/upload/a1`,
      callName: 'PATCH tus/upload',
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body,
      onUploadProgress: (bytes) => progress.push(bytes),
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('upload-offset')).toBe(String(2 * MIB));
    const received = await server.requestAt(0);
    expect(received.method).toBe('PATCH');
    expect(received.headers).toMatchObject({
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(2 * MIB),
    });
    expect(received.headers['transfer-encoding']).toBeUndefined();
    expect(received.rawBody.equals(await bytesOf(body))).toBe(true);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(2 * MIB);
    expect(progress).toEqual([...progress].sort((first, second) => first - second));
  });

  it("sends a blob's type unless the caller names another, whatever the header's case", async () => {
    server.script({}, {});
    const body = new Blob(['x'], { type: 'audio/mpeg' });
    const url = `${server.origin}/bucket/a.mp3`;
    await transport.send({ method: 'PUT', url, callName: 'PUT s3 object', body });
    await transport.send({
      method: 'PUT',
      url,
      callName: 'PUT s3 object',
      body,
      headers: { 'Content-Type': 'audio/mp4' },
    });
    expect(server.requests.map((request) => request.headers['content-type'])).toEqual([
      'audio/mpeg',
      'audio/mp4',
    ]);
  });

  it('streams a multipart form', async () => {
    server.script({ status: 201, body: { ok: true } });
    const form = new FormData();
    form.set('file', new Blob(['ID3v2']), 'song.mp3');
    form.set('clientMime', 'audio/mpeg');
    const answer = await transport.send({
      method: 'POST',
      url: `${server.origin}/api/v1/file-entries`,
      callName: 'POST file-entries',
      body: form,
    });
    expect(answer.bodyText).toBe('{"ok":true}');
    const received = await server.requestAt(0);
    const file = received.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('ID3v2');
    expect(received.form?.get('clientMime')).toBe('audio/mpeg');
  });

  it('streams the body once: fetch is asked for no redirect and no window, so it does not tee and hold it', async () => {
    const inits: RequestInit[] = [];
    const recording = createFetchTransport({
      fetch: (input, init) => {
        inits.push(init);
        return globalThis.fetch(input, init);
      },
    });
    server.script({ status: 307, headers: { Location: '/elsewhere' } });
    const error = await rejectionOf(
      recording.send({
        method: 'PUT',
        url: `${server.origin}/bucket/a`,
        callName: 'PUT s3 part',
        body: patternedBlob(MIB, ''),
      }),
      NetworkError,
    );
    expect(error.callName).toBe('PUT s3 part');
    expect(inits).toMatchObject([{ redirect: 'error', window: null }]);
    expect(server.requests).toHaveLength(1);
  });

  it('answers error statuses as they are, with their body', async () => {
    server.script({ status: 403, headers: { 'content-type': 'application/xml' }, body: '<Error/>' });
    const answer = await transport.send({
      method: 'PUT',
      url: `${server.origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
    });
    expect(answer).toMatchObject({ status: 403, bodyText: '<Error/>' });
  });

  it('fails with a network error when the connection drops', async () => {
    server.script({ drop: 'before-response' });
    const error = await rejectionOf(
      transport.send({
        method: 'PATCH',
        url: `${server.origin}/tus`,
        callName: 'PATCH tus/upload',
        body: new Blob(['x']),
      }),
      NetworkError,
    );
    expect(error.callName).toBe('PATCH tus/upload');
  });

  it('fails as aborted when its signal fires', async () => {
    const held = new Gate();
    server.script(async () => {
      await held.opened;
      return {};
    });
    const controller = new AbortController();
    const sending = transport.send({
      method: 'PUT',
      url: `${server.origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
      signal: controller.signal,
    });
    await server.requestAt(0);
    controller.abort(new Error('cancelled'));
    await rejectionOf(sending, AbortedError);
    held.open();
  });
});
