import { expect, it } from 'vitest';
import { AbortedError } from '../../errors/aborted-error';
import { NetworkError } from '../../errors/network-error';
import type { LoopbackServer } from '../../testing/loopback-server';
import { rejectionOf } from '../../testing/rejection-of';
import type { UploadTransport } from '../ports';
import { Gate } from './gate';

/**
 * The cases every transport that runs outside a browser (fetch, node:http) passes against the loopback server:
 * called inside a `describe` whose `beforeEach` starts the server that `server()` answers.
 */
export function itKeepsTheTransportContract(transport: UploadTransport, server: () => LoopbackServer): void {
  it("sends a blob's type unless the caller names another, whatever the header's case", async () => {
    server().script({}, {});
    const body = new Blob(['x'], { type: 'audio/mpeg' });
    const url = `${server().origin}/bucket/a.mp3`;
    await transport.send({ method: 'PUT', url, callName: 'PUT s3 object', body });
    await transport.send({
      method: 'PUT',
      url,
      callName: 'PUT s3 object',
      body,
      headers: { 'Content-Type': 'audio/mp4' },
    });
    expect(server().requests.map((request) => request.headers['content-type'])).toEqual([
      'audio/mpeg',
      'audio/mp4',
    ]);
  });

  it('streams a multipart form', async () => {
    server().script({ status: 201, body: { ok: true } });
    const form = new FormData();
    form.set('file', new Blob(['ID3v2']), 'song.mp3');
    form.set('clientMime', 'audio/mpeg');
    const answer = await transport.send({
      method: 'POST',
      url: `${server().origin}/api/v1/file-entries`,
      callName: 'POST file-entries',
      body: form,
    });
    expect(answer.bodyText).toBe('{"ok":true}');
    const received = await server().requestAt(0);
    const file = received.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('ID3v2');
    expect(received.form?.get('clientMime')).toBe('audio/mpeg');
  });

  it('answers error statuses as they are, with their body', async () => {
    server().script({ status: 403, headers: { 'content-type': 'application/xml' }, body: '<Error/>' });
    const answer = await transport.send({
      method: 'PUT',
      url: `${server().origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
    });
    expect(answer).toMatchObject({ status: 403, bodyText: '<Error/>' });
  });

  it('fails with a network error when the connection drops', async () => {
    server().script({ drop: 'before-response' });
    const error = await rejectionOf(
      transport.send({
        method: 'PATCH',
        url: `${server().origin}/tus`,
        callName: 'PATCH tus/upload',
        body: new Blob(['x']),
      }),
      NetworkError,
    );
    expect(error.callName).toBe('PATCH tus/upload');
  });

  it('fails as aborted when its signal fires', async () => {
    const held = new Gate();
    server().script(async () => {
      await held.opened;
      return {};
    });
    const controller = new AbortController();
    const sending = transport.send({
      method: 'PUT',
      url: `${server().origin}/bucket/a`,
      callName: 'PUT s3 part',
      body: new Blob(['x']),
      signal: controller.signal,
    });
    await server().requestAt(0);
    controller.abort(new Error('cancelled'));
    const error = await rejectionOf(sending, AbortedError);
    expect(error.callName).toBe('PUT s3 part');
    held.open();
  });
}
