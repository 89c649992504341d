import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { AbortedError } from '../errors/aborted-error';
import { hasDebugTrace } from '../errors/guards';
import { HttpError } from '../errors/http-error';
import { NetworkError } from '../errors/network-error';
import { ResponseFormatError } from '../errors/response-format-error';
import { ValidationError } from '../errors/validation-error';
import { type LoopbackServer, startLoopbackServer } from '../testing/loopback-server';
import { rejectionOf } from '../testing/rejection-of';
import { createHttpClient } from './create-http-client';

let server: LoopbackServer;

beforeEach(async () => {
  server = await startLoopbackServer();
});

afterEach(async () => {
  await server.close();
});

const client = () => createHttpClient({ baseUrl: server.origin, readCookie: () => undefined });
const userSchema = z.object({ user: z.object({ id: z.number(), name: z.string() }) });
const getUser = (options: { signal?: AbortSignal } = {}) =>
  client().get('users/1', { schema: userSchema, callName: 'GET users/{id}', ...options });

const debugPayload = {
  message: 'Undefined variable $user',
  exception: 'ErrorException',
  ignitionTrace: true,
  totalVendorGroups: 1,
  trace: [
    {
      flatIndex: 0,
      path: ['app', 'Http', 'Controllers', 'UserController.php'],
      lineNumber: 42,
      method: 'show',
      codeSnippet: { '41': '    {', '42': '        return $user;' },
      applicationFrame: true,
    },
    {
      vendorGroup: true,
      items: [
        {
          flatIndex: 1,
          path: ['Illuminate', 'Routing', 'Controller.php'],
          lineNumber: 54,
          method: 'callAction',
          codeSnippet: [],
        },
      ],
    },
  ],
};

describe('successful answers', () => {
  it('returns the body parsed by the call schema', async () => {
    server.script({ body: { user: { id: 1, name: 'Ada', extra: true } } });
    await expect(getUser()).resolves.toEqual({ user: { id: 1, name: 'Ada' } });
  });

  it('types the result by the call schema, and as unknown without one', () => {
    server.script({ body: { user: { id: 1, name: 'Ada' } } }, { body: {} });
    const typed = getUser();
    const untyped = client().get('users/1');
    expectTypeOf(typed).resolves.toEqualTypeOf<{ user: { id: number; name: string } }>();
    expectTypeOf(untyped).resolves.toBeUnknown();
    return Promise.all([typed, untyped]);
  });

  it('returns the parsed JSON when the call has no schema', async () => {
    server.script({ body: { unreadCount: 0 } });
    await expect(client().post('notifications/mark-as-read', { ids: [1] })).resolves.toEqual({
      unreadCount: 0,
    });
  });

  it('returns undefined for 204 No Content', async () => {
    server.script({ status: 204 });
    await expect(client().delete('access-tokens/3')).resolves.toBeUndefined();
  });
});

describe('error answers', () => {
  it('turns 419 into an HttpError with the server message', async () => {
    server.script({ status: 419, body: { message: 'CSRF token mismatch.' } });
    const error = await rejectionOf(client().post('auth/login', {}), HttpError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error.status).toBe(419);
    expect(error.message).toBe('CSRF token mismatch.');
    expect(error.callName).toBe('POST auth/login');
  });

  it.each([401, 403, 404, 429])('turns %i into an HttpError with that status', async (status) => {
    server.script({ status, body: { message: 'Nope.' } });
    const error = await rejectionOf(getUser(), HttpError);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe('Nope.');
  });

  it('names the call and the status when the server sends no message', async () => {
    server.script({ status: 404 });
    const error = await rejectionOf(getUser(), HttpError);
    expect(error.message).toBe('GET users/{id} failed with status 404');
    expect(error.serverMessage).toBeUndefined();
    expect(error.body).toEqual({});
  });

  it('turns 422 with string field errors into a ValidationError', async () => {
    server.script({
      status: 422,
      body: {
        message: 'The email has already been taken.',
        errors: { email: 'The email has already been taken.' },
      },
    });
    const error = await rejectionOf(client().post('auth/register', {}), ValidationError);
    expect(error.status).toBe(422);
    expect(error.fieldErrors()).toEqual({ email: 'The email has already been taken.' });
    expect(error.firstFieldError()).toBe('The email has already been taken.');
  });

  it('turns 422 with lists of field errors into a ValidationError with one message per field', async () => {
    server.script({
      status: 422,
      body: {
        message: 'The password field is required. (and 1 more error)',
        errors: {
          password: ['The password field is required.', 'The password must be 8 characters.'],
          code: ['Invalid code.'],
        },
      },
    });
    const error = await rejectionOf(client().post('auth/reset-password', {}), ValidationError);
    expect(error.fieldErrors()).toEqual({
      password: 'The password field is required.',
      code: 'Invalid code.',
    });
    expect(error.messagesFor('password')).toEqual([
      'The password field is required.',
      'The password must be 8 characters.',
    ]);
    expect(error.message).toBe('The password field is required. (and 1 more error)');
  });

  it('turns 500 without a trace into an HttpError whose response can still be read', async () => {
    server.script({ status: 500, body: { message: 'Server Error' } });
    const error = await rejectionOf(getUser(), HttpError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server Error');
    expect(error.debugTrace).toBeUndefined();
    expect(hasDebugTrace(error)).toBe(false);
    expect(error.bodyText).toBe('{"message":"Server Error"}');
    await expect(error.response.json()).resolves.toEqual({ message: 'Server Error' });
    expect(error.response.status).toBe(500);
  });

  it('recognises a 500 carrying a debug trace and exposes it for the error dialog', async () => {
    server.script({ status: 500, body: debugPayload });
    const error = await rejectionOf(getUser(), HttpError);
    expect(hasDebugTrace(error)).toBe(true);
    expect(error.debugTrace?.exception).toBe('ErrorException');
    expect(error.debugTrace?.totalVendorGroups).toBe(1);
    expect(error.debugTrace?.trace).toHaveLength(2);
    expect(error.debugTrace?.trace[1]).toEqual({
      vendorGroup: true,
      items: [
        {
          flatIndex: 1,
          path: ['Illuminate', 'Routing', 'Controller.php'],
          lineNumber: 54,
          method: 'callAction',
          codeSnippet: {},
        },
      ],
    });
    expect(error.message).toBe('Undefined variable $user');
  });
});

describe('bodies that are not what the call expects', () => {
  it('names the call when a 500 answers with an HTML error page', async () => {
    const page = '<!DOCTYPE html><html><body><h1>Server Error</h1></body></html>';
    server.script({ status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: page });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.message).toBe('GET users/{id} answered with an HTML page (status 500)');
    expect(error.problem).toBe('html-page');
    expect(error.status).toBe(500);
    expect(error.bodyText).toBe(page);
    await expect(error.response.text()).resolves.toBe(page);
  });

  it('names the call when a success answers with an HTML page', async () => {
    server.script({ headers: { 'content-type': 'text/html' }, body: '<!doctype html><div id="root"></div>' });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.message).toBe('GET users/{id} answered with an HTML page (status 200)');
  });

  it('names the call when the JSON is truncated', async () => {
    server.script({ headers: { 'content-type': 'application/json' }, body: '{"user":{"id":1,"na' });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.message).toBe('GET users/{id} answered with truncated or malformed JSON (status 200)');
    expect(error.problem).toBe('malformed-json');
  });

  it('names the call and the wrong fields when the JSON has the wrong types', async () => {
    server.script({ body: { user: { id: '1', name: 7 } } });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.problem).toBe('schema-mismatch');
    expect(error.issues.map((issue) => issue.path.join('.'))).toEqual(['user.id', 'user.name']);
    expect(error.message).toMatch(
      /^GET users\/\{id\} answered with a body that does not match its schema: user\.id: .+; user\.name: .+ \(status 200\)$/,
    );
  });

  it('reports a missing body against a schema that needs one', async () => {
    server.script({ status: 204 });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.problem).toBe('schema-mismatch');
    expect(error.message).toContain('(body)');
  });

  it('names the call when a gateway answers in plain text', async () => {
    server.script({ status: 502, headers: { 'content-type': 'text/plain' }, body: 'Bad Gateway' });
    const error = await rejectionOf(getUser(), ResponseFormatError);
    expect(error.message).toBe('GET users/{id} answered with a body that is not JSON (status 502)');
    expect(error.status).toBe(502);
  });
});

describe('requests that get no complete answer', () => {
  it('turns a connection closed before the answer into a NetworkError', async () => {
    server.script({ drop: 'before-response' });
    const error = await rejectionOf(getUser(), NetworkError);
    expect(error.callName).toBe('GET users/{id}');
    expect(error.status).toBeUndefined();
  });

  it('turns a connection dropped in the middle of the body into a NetworkError', async () => {
    server.script({
      body: { user: { id: 1, name: 'A name long enough to be cut in half' } },
      drop: 'mid-body',
    });
    await rejectionOf(getUser(), NetworkError);
  });

  it('turns a refused connection into a NetworkError that says so', async () => {
    const stopped = await startLoopbackServer();
    await stopped.close();
    const refusing = createHttpClient({ baseUrl: stopped.origin, readCookie: () => undefined });
    const error = await rejectionOf(refusing.get('users/1'), NetworkError);
    expect(error.message).toBe('GET users/1 failed: the connection to the server was lost (ECONNREFUSED)');
  });

  it('turns an abort while waiting for the answer into an AbortedError', async () => {
    server.script(() => new Promise(() => {}));
    const controller = new AbortController();
    const call = getUser({ signal: controller.signal });
    await server.requestAt(0);
    controller.abort();
    const error = await rejectionOf(call, AbortedError);
    expect(error.message).toBe('GET users/{id} was aborted');
  });

  it('keeps the reason the caller aborted with', async () => {
    server.script(() => new Promise(() => {}));
    const controller = new AbortController();
    const call = getUser({ signal: controller.signal });
    await server.requestAt(0);
    const reason = new Error('left the page');
    controller.abort(reason);
    const error = await rejectionOf(call, AbortedError);
    expect(error.cause).toBe(reason);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const error = await rejectionOf(getUser({ signal: AbortSignal.abort() }), AbortedError);
    expect(error.callName).toBe('GET users/{id}');
    expect(server.requests).toHaveLength(0);
  });
});
