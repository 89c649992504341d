import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from './loopback-server';

let server: LoopbackServer;

beforeEach(async () => {
  server = await startLoopbackServer();
});

afterEach(async () => {
  await server.close();
});

describe('loopback server', () => {
  it('listens on 127.0.0.1 at a random port', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('records method, path, query, headers and the parsed JSON body', async () => {
    server.script({ status: 201, body: { ok: true } });
    const response = await fetch(`${server.origin}/api/v1/tracks?page=2&ids[]=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': 'yes' },
      body: '{"name":"Mix"}',
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    const received = await server.requestAt(0);
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/api/v1/tracks');
    expect(received.query.get('page')).toBe('2');
    expect(received.query.getAll('ids[]')).toEqual(['1']);
    expect(received.headers['x-custom']).toBe('yes');
    expect(received.text).toBe('{"name":"Mix"}');
    expect(received.json).toEqual({ name: 'Mix' });
    expect(received.form).toBeUndefined();
  });

  it('records the fields of a multipart body', async () => {
    server.script({ status: 204 });
    const form = new FormData();
    form.set('clientMime', 'audio/mpeg');
    form.set('file', new Blob(['id3'], { type: 'audio/mpeg' }), 'song.mp3');
    await fetch(`${server.origin}/api/v1/file-entries`, { method: 'POST', body: form });
    const received = await server.requestAt(0);
    expect([...(received.form?.keys() ?? [])]).toEqual(['clientMime', 'file']);
    expect(received.json).toBeUndefined();
  });

  it('answers from the script in order, then with 501', async () => {
    server.script({ body: 'first' }, (request) => ({ headers: { 'x-path': request.path }, body: 'second' }));
    const first = await fetch(`${server.origin}/a`);
    const second = await fetch(`${server.origin}/b`);
    const third = await fetch(`${server.origin}/c`);
    await expect(first.text()).resolves.toBe('first');
    expect(second.headers.get('x-path')).toBe('/b');
    await expect(second.text()).resolves.toBe('second');
    expect(third.status).toBe(501);
    await expect(third.json()).resolves.toEqual({ message: 'No scripted answer for GET /c' });
  });

  it('closes the connection without answering', async () => {
    server.script({ drop: 'before-response' });
    await expect(fetch(`${server.origin}/a`)).rejects.toThrow(TypeError);
  });

  it('closes the connection halfway through the body', async () => {
    server.script({ body: 'a body that will never arrive whole', drop: 'mid-body' });
    const response = await fetch(`${server.origin}/a`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('waits for a request that has not arrived yet', async () => {
    server.script({ status: 204 });
    const arriving = server.requestAt(0);
    await fetch(`${server.origin}/later`, { method: 'DELETE' });
    await expect(arriving).resolves.toMatchObject({ method: 'DELETE', path: '/later' });
  });

  it('answers 500 when a scripted answer throws', async () => {
    server.script(() => {
      throw new Error('script bug');
    });
    const response = await fetch(`${server.origin}/a`);
    expect(response.status).toBe(500);
    await expect(response.text()).resolves.toBe('Loopback server failed: script bug');
  });
});
