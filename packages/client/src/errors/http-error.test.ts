import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';

function httpError(status: number, json: unknown) {
  const bodyText = json === undefined ? '' : JSON.stringify(json);
  return new HttpError({
    callName: 'POST auth/login',
    response: new Response(bodyText || null, { status }),
    bodyText,
    json,
  });
}

describe('HttpError', () => {
  it('uses the server message as its message', () => {
    const error = httpError(403, { message: 'This action is unauthorized.' });
    expect(error.message).toBe('This action is unauthorized.');
    expect(error.serverMessage).toBe('This action is unauthorized.');
    expect(error.name).toBe('HttpError');
  });

  it('falls back to the first field error when the server sends no message', () => {
    expect(httpError(400, { errors: { code: ['Invalid code.'] } }).message).toBe('Invalid code.');
  });

  it('falls back to naming the call and the status', () => {
    const error = httpError(429, undefined);
    expect(error.message).toBe('POST auth/login failed with status 429');
    expect(error.status).toBe(429);
    expect(error.callName).toBe('POST auth/login');
  });

  it('exposes the action the server offers', () => {
    expect(
      httpError(403, { message: 'Over quota.', action: { label: 'Upgrade', action: '/pricing' } }).action,
    ).toEqual({
      label: 'Upgrade',
      action: '/pricing',
    });
  });

  it('has no debug trace when the payload is not a complete one', () => {
    const error = httpError(500, {
      message: 'Boom',
      exception: 'ErrorException',
      trace: [],
      totalVendorGroups: 0,
    });
    expect(error.debugTrace).toBeUndefined();
  });

  it('reads a debug trace with an empty trace list', () => {
    const payload = {
      message: 'Boom',
      exception: 'ErrorException',
      trace: [],
      totalVendorGroups: 0,
      ignitionTrace: true,
    };
    expect(httpError(500, payload).debugTrace).toEqual(payload);
  });
});
