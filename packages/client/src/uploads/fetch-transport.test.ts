import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../errors/network-error';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { rejectionOf } from '../testing/rejection-of';
import { createFetchTransport } from './fetch-transport';
import { bytesOf, patternedBlob } from './test-support/patterned-blob';
import { itKeepsTheTransportContract } from './test-support/transport-contract';

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

  itKeepsTheTransportContract(transport, () => server);

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
});
