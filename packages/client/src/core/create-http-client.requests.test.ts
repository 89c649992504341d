import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { createHttpClient } from './create-http-client';
import type { HttpClientOptions } from './types';

let server: LoopbackServer;

beforeEach(async () => {
  server = await startLoopbackServer();
});

afterEach(async () => {
  await server.close();
});

function clientFor(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: server.origin,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'eyJpdiI6Ik1UST0ifQ%3D%3D' : undefined),
    ...options,
  });
}

describe('what the server receives from the client', () => {
  it('sends a GET to the prefixed path with relation arrays joined and JSON asked for', async () => {
    server.script({ body: { user: { id: 1 } } });
    await clientFor().get('users/me', { params: { with: ['roles', 'social_profiles', 'tokens'] } });
    const received = await server.requestAt(0);
    expect(received.method).toBe('GET');
    expect(received.path).toBe('/api/v1/users/me');
    expect(received.query.get('with')).toBe('roles,social_profiles,tokens');
    expect(received.headers.accept).toBe('application/json');
    expect(received.headers['content-type']).toBeUndefined();
    expect(received.rawBody.length).toBe(0);
  });

  it('posts a JSON body outside the prefix and echoes the decoded XSRF token', async () => {
    server.script({ body: { bootstrapData: '{}' } });
    await clientFor().post('auth/login', { email: 'ada@example.com', password: 'secret', remember: true });
    const received = await server.requestAt(0);
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/auth/login');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.json).toEqual({ email: 'ada@example.com', password: 'secret', remember: true });
    expect(received.headers['x-xsrf-token']).toBe('eyJpdiI6Ik1UST0ifQ==');
  });

  it('sends a PUT as a POST with the override header, _method and the workspace id', async () => {
    server.script({ body: { user: { id: 1 } } });
    const client = clientFor({ workspaceId: 0 });
    await client.put('users/1', { first_name: 'Ada', country: 'gb' });
    const received = await server.requestAt(0);
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/api/v1/users/1');
    expect(received.headers['x-http-method-override']).toBe('PUT');
    expect(received.query.get('_method')).toBe('PUT');
    expect(received.query.get('workspaceId')).toBe('0');
    expect(received.json).toEqual({ first_name: 'Ada', country: 'gb' });
  });

  it('sends a PATCH as a POST with the override, without the workspace id', async () => {
    server.script({ status: 204 });
    await clientFor({ workspaceId: 5 }).patch('playlists/9', { name: 'Mix' });
    const received = await server.requestAt(0);
    expect(received.method).toBe('POST');
    expect(received.headers['x-http-method-override']).toBe('PATCH');
    expect(received.query.get('_method')).toBe('PATCH');
    expect(received.query.has('workspaceId')).toBe(false);
  });

  it('sends a DELETE as a bodiless POST, keeping the query the path carries', async () => {
    server.script({ status: 204 });
    await clientFor({ workspaceId: 5 }).delete('users/1?deleteCurrentUser=true');
    const received = await server.requestAt(0);
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/api/v1/users/1');
    expect(received.headers['x-http-method-override']).toBe('DELETE');
    expect([...received.query]).toEqual([
      ['deleteCurrentUser', 'true'],
      ['_method', 'DELETE'],
    ]);
    expect(received.rawBody.length).toBe(0);
  });

  it('adds the current workspace id to GET and POST, and stops once it is cleared', async () => {
    server.script({ body: {} }, { body: {} }, { body: {} });
    const client = clientFor();
    client.setWorkspaceId(3);
    expect(client.workspaceId).toBe(3);
    await client.get('tracks');
    await client.post('playlists', { name: 'Mix' });
    client.setWorkspaceId(null);
    await client.get('tracks');
    expect(server.requests.map((request) => request.query.get('workspaceId'))).toEqual(['3', '3', null]);
  });

  it('sends a multipart form as it is, with its own boundary', async () => {
    server.script({ body: { fileEntry: { id: 1 } } });
    const form = new FormData();
    form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'avatar.png');
    form.set('disk', 'public');
    await clientFor().post('users/1/avatar', form);
    const received = await server.requestAt(0);
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect([...(received.form?.keys() ?? [])]).toEqual(['file', 'disk']);
    const file = received.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('avatar.png');
    expect(received.form?.get('disk')).toBe('public');
  });

  it('sends URLSearchParams and Blob bodies as they are', async () => {
    server.script({ status: 204 }, { status: 204 });
    const client = clientFor();
    await client.post('recaptcha/verify', new URLSearchParams({ token: 'abc' }));
    await client.post('file-entries', new Blob(['raw bytes'], { type: 'application/octet-stream' }));
    const form = await server.requestAt(0);
    const blob = await server.requestAt(1);
    expect(form.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(form.text).toBe('token=abc');
    expect(blob.headers['content-type']).toBe('application/octet-stream');
    expect(blob.text).toBe('raw bytes');
  });

  it('drops null parameters, sends booleans as words and repeats other arrays with brackets', async () => {
    server.script({ body: {} });
    await clientFor().get('notifications', {
      params: { page: 1, query: null, unread: undefined, compact: false, ids: [4, 5] },
    });
    const received = await server.requestAt(0);
    expect([...received.query]).toEqual([
      ['page', '1'],
      ['compact', 'false'],
      ['ids[]', '4'],
      ['ids[]', '5'],
    ]);
  });

  it('lets the caller add headers and replace Accept', async () => {
    server.script({ body: {} });
    await clientFor().get('value-lists/timezones', {
      headers: { Accept: 'text/csv', 'X-Requested-With': 'XMLHttpRequest' },
    });
    const received = await server.requestAt(0);
    expect(received.headers.accept).toBe('text/csv');
    expect(received.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('asks fetch to include credentials', async () => {
    server.script({ body: {} });
    const seen: RequestInit[] = [];
    const client = clientFor({
      fetch: (input, init) => {
        seen.push(init);
        return fetch(input, init);
      },
    });
    await client.get('users/me');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('applies only the conventions it is given', async () => {
    server.script({ status: 204 });
    await clientFor({ conventions: [] }).delete('users/1');
    const received = await server.requestAt(0);
    expect(received.method).toBe('DELETE');
    expect(received.path).toBe('/users/1');
    expect(received.headers['x-xsrf-token']).toBeUndefined();
  });

  it('refuses a GET with a body before anything is sent', async () => {
    await expect(clientFor().request('GET', 'tracks', { body: { id: 1 } })).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('the URL the client would call', () => {
  it('applies the GET conventions without sending anything', () => {
    const client = clientFor({ workspaceId: 2 });
    expect(client.url('logs/error/download-latest', { with: ['a', 'b'] })).toBe(
      `${server.origin}/api/v1/logs/error/download-latest?with=a,b&workspaceId=2`,
    );
    expect(client.url('auth/social/google/login')).toBe(
      `${server.origin}/auth/social/google/login?workspaceId=2`,
    );
    expect(server.requests).toHaveLength(0);
  });
});
