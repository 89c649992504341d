import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { NetworkError } from '../errors/network-error';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { rejectionOf } from '../testing/rejection-of';
import { bytesOf, patternedBlob } from '../uploads/test-support/patterned-blob';
import { itKeepsTheTransportContract } from '../uploads/test-support/transport-contract';
import { openDiskFile } from './disk-file';
import { createNodeTransport } from './node-transport';
import { type FileOnDisk, fileOnDisk } from './test-support/file-on-disk';

const MIB = 1024 * 1024;

describe('Node transport', () => {
  let server: LoopbackServer;
  const transport = createNodeTransport({ cookie: () => 'session=s1; XSRF-TOKEN=x1' });

  beforeEach(async () => {
    server = await startLoopbackServer();
  });
  afterEach(async () => {
    await server.close();
  });

  itKeepsTheTransportContract(transport, () => server);

  it('sends the method, headers and a blob body with its length, in order, reporting progress as the body goes', async () => {
    const size = 5 * MIB + 7;
    server.script({ status: 204, headers: { 'Upload-Offset': String(size) } });
    const body = patternedBlob(size, '');
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
    expect(answer.headers.get('upload-offset')).toBe(String(size));
    const received = await server.requestAt(0);
    expect(received.method).toBe('PATCH');
    expect(received.headers).toMatchObject({
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(size),
    });
    expect(received.headers['transfer-encoding']).toBeUndefined();
    expect(received.rawBody.equals(await bytesOf(body))).toBe(true);
    expect(progress.length).toBeGreaterThanOrEqual(20);
    expect(progress.at(-1)).toBe(size);
    expect(progress).toEqual([...progress].sort((first, second) => first - second));
  });

  it('sends the cookie only with credentials, as a browser does for a storage URL', async () => {
    server.script({}, {});
    await transport.send({
      method: 'POST',
      url: `${server.origin}/api/v1/tus/upload`,
      callName: 'POST',
      withCredentials: true,
    });
    await transport.send({
      method: 'PUT',
      url: `${server.origin}/bucket/a`,
      callName: 'PUT',
      body: new Blob(['x']),
    });
    expect(server.requests.map((request) => request.headers.cookie)).toEqual([
      'session=s1; XSRF-TOKEN=x1',
      undefined,
    ]);
    expect(server.requests[0]?.headers['content-length']).toBe('0');
  });

  it('follows no redirect', async () => {
    server.script({ status: 307, headers: { Location: '/elsewhere' } });
    const answer = await transport.send({
      method: 'PUT',
      url: `${server.origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: patternedBlob(MIB, ''),
    });
    expect(answer.status).toBe(307);
    expect(server.requests).toHaveLength(1);
  });

  it('takes an answer that comes before the whole body, and stops sending', async () => {
    const early = createServer((request, response) => {
      response.writeHead(409, { 'content-type': 'application/json' });
      response.end('{"message":"The offset does not match."}');
      request.resume();
    });
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = early.address() as AddressInfo;
      const progress: number[] = [];
      const answer = await transport.send({
        method: 'PATCH',
        url: `http://127.0.0.1:${port}/tus/a`,
        callName: 'PATCH tus/upload',
        body: patternedBlob(64 * MIB, ''),
        onUploadProgress: (bytes) => progress.push(bytes),
      });
      expect(answer).toMatchObject({ status: 409, bodyText: '{"message":"The offset does not match."}' });
      expect(progress.at(-1) ?? 0).toBeLessThan(64 * MIB);
    } finally {
      early.closeAllConnections();
      await new Promise((resolve) => early.close(resolve));
    }
  });

  it('fails with a network error when the answer is cut mid-body', async () => {
    server.script({ status: 200, body: 'a long enough answer', drop: 'mid-body' });
    await rejectionOf(
      transport.send({
        method: 'POST',
        url: `${server.origin}/x`,
        callName: 'POST x',
        body: new Blob(['x']),
      }),
      NetworkError,
    );
  });

  it('fails as aborted without sending when its signal fired before', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    const error = await rejectionOf(
      transport.send({
        method: 'HEAD',
        url: `${server.origin}/a`,
        callName: 'HEAD',
        signal: controller.signal,
      }),
      AbortedError,
    );
    expect(error.callName).toBe('HEAD');
    expect(server.requests).toHaveLength(0);
  });

  describe('with a file on disk', () => {
    let onDisk: FileOnDisk;
    let path: string;
    let bytes: Buffer;

    beforeEach(async () => {
      // Random throughout: a piece overwritten by a later one would differ in every byte.
      bytes = randomBytes(24 * MIB + 11);
      onDisk = await fileOnDisk('track.flac', bytes);
      path = onDisk.path;
    });
    afterEach(() => onDisk.remove());

    it('sends a slice byte for byte to a server that reads slower than it sends', async () => {
      // The server reads slower than the transport sends, so the socket's buffers stay full and the transport's
      // pieces wait in its queue.
      const slow = createServer((request, response) => {
        const hash = createHash('sha256');
        let sinceRest = 0;
        request.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          sinceRest += chunk.byteLength;
          if (sinceRest >= MIB / 4) {
            sinceRest = 0;
            request.pause();
            setTimeout(() => request.resume(), 2);
          }
        });
        request.on('end', () => response.end(hash.digest('hex')));
      });
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = slow.address() as AddressInfo;
        const slice = (await openDiskFile(path)).slice(MIB + 3, 23 * MIB);
        const progress: number[] = [];
        const answer = await transport.send({
          method: 'PUT',
          url: `http://127.0.0.1:${port}/bucket/part`,
          callName: 'PUT s3 part',
          body: slice,
          onUploadProgress: (sent) => progress.push(sent),
        });
        const expected = createHash('sha256')
          .update(bytes.subarray(MIB + 3, 23 * MIB))
          .digest('hex');
        expect(answer).toMatchObject({ status: 200, bodyText: expected });
        expect(progress.at(-1)).toBe(slice.size);
      } finally {
        slow.closeAllConnections();
        await new Promise((resolve) => slow.close(resolve));
      }
    });

    it('fails with a network error when the file changed after it was opened', async () => {
      const file = await openDiskFile(path);
      await writeFile(path, 'another file');
      server.script({ status: 204 });
      const error = await rejectionOf(
        transport.send({
          method: 'PUT',
          url: `${server.origin}/bucket/a`,
          callName: 'PUT s3 part',
          body: file,
        }),
        NetworkError,
      );
      expect(error.callName).toBe('PUT s3 part');
    });
  });
});
