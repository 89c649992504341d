// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { NetworkError } from '../errors/network-error';
import type { RecordedRequest, ScriptedResponse } from '../testing/loopback-server';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { rejectionOf } from '../testing/rejection-of';
import { Gate } from './test-support/gate';
import { createXhrTransport } from './xhr-transport';

// The page (jsdom) and the server are different origins, as a storage bucket is: CORS applies.
function withCors(answer: ScriptedResponse): (request: RecordedRequest) => ScriptedResponse {
  const cors = {
    'access-control-allow-origin': location.origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'POST, PUT, PATCH, HEAD, DELETE',
    'access-control-allow-headers': 'content-type, upload-offset, tus-resumable, x-xsrf-token',
    'access-control-expose-headers': 'ETag, Upload-Offset',
  };
  return (request) =>
    request.method === 'OPTIONS'
      ? { status: 204, headers: cors }
      : { ...answer, headers: { ...cors, ...answer.headers } };
}

describe('XHR transport', () => {
  let server: LoopbackServer;
  const transport = createXhrTransport();

  beforeEach(async () => {
    server = await startLoopbackServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('sends the request, reports upload progress and reads the status, exposed headers and body', async () => {
    const answer = withCors({ status: 200, headers: { ETag: '"etag-1"' }, body: 'stored' });
    server.script(answer, answer);
    const progress: number[] = [];
    const response = await transport.send({
      method: 'PATCH',
      url: `${server.origin}/api/v1/tus/upload/a1`,
      callName: 'PATCH tus/upload',
      headers: { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Blob([new Uint8Array(256 * 1024)]),
      withCredentials: true,
      onUploadProgress: (bytes) => progress.push(bytes),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"etag-1"');
    expect(response.bodyText).toBe('stored');
    expect(progress.at(-1)).toBe(256 * 1024);
    const sent = server.requests.find((request) => request.method === 'PATCH');
    expect(sent?.headers).toMatchObject({
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    });
    expect(sent?.rawBody.length).toBe(256 * 1024);
  });

  it('answers error statuses as they are', async () => {
    const answer = withCors({ status: 403, body: '<Error><Message>Request has expired</Message></Error>' });
    server.script(answer, answer);
    const response = await transport.send({
      method: 'PUT',
      url: `${server.origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
      onUploadProgress: () => undefined,
    });
    expect(response).toMatchObject({
      status: 403,
      bodyText: '<Error><Message>Request has expired</Message></Error>',
    });
  });

  it('fails with a network error when the connection drops', async () => {
    server.script(withCors({}), () => ({ drop: 'before-response' }));
    await rejectionOf(
      transport.send({
        method: 'PUT',
        url: `${server.origin}/bucket/a`,
        callName: 'PUT s3 part',
        body: new Blob(['x']),
        onUploadProgress: () => undefined,
      }),
      NetworkError,
    );
  });

  it('fails as aborted when its signal fires, and at once when it already has', async () => {
    const held = new Gate();
    const answer = withCors({});
    server.script(answer, async (request) => {
      await held.opened;
      return answer(request);
    });
    const controller = new AbortController();
    const request = {
      method: 'PUT' as const,
      url: `${server.origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
      signal: controller.signal,
      onUploadProgress: () => undefined,
    };
    const sending = transport.send(request);
    await server.requestAt(1);
    controller.abort(new Error('cancelled'));
    await rejectionOf(sending, AbortedError);
    await rejectionOf(transport.send(request), AbortedError);
    held.open();
  });
});
