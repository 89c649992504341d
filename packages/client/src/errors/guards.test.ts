import { describe, expect, it } from 'vitest';
import { AbortedError } from './aborted-error';
import {
  hasDebugTrace,
  isAbortedError,
  isHttpClientError,
  isHttpError,
  isNetworkError,
  isResponseFormatError,
  isValidationError,
} from './guards';
import { HttpError } from './http-error';
import { NetworkError } from './network-error';
import { ResponseFormatError } from './response-format-error';
import { ValidationError } from './validation-error';

const callName = 'GET users/{id}';
const response = (status: number) => new Response(null, { status });
const errors = {
  http: new HttpError({ callName, response: response(500), bodyText: '', json: undefined }),
  validation: new ValidationError({ callName, response: response(422), bodyText: '', json: undefined }),
  network: new NetworkError({ callName }),
  aborted: new AbortedError({ callName }),
  format: new ResponseFormatError({
    callName,
    problem: 'html-page',
    response: response(500),
    bodyText: '<html>',
  }),
};

describe('error guards', () => {
  it('recognise every client error as one', () => {
    for (const error of Object.values(errors)) expect(isHttpClientError(error)).toBe(true);
    expect(isHttpClientError(new Error('other'))).toBe(false);
    expect(isHttpClientError('GET users/{id} failed')).toBe(false);
  });

  it('tell each kind apart', () => {
    expect(Object.values(errors).map(isHttpError)).toEqual([true, true, false, false, false]);
    expect(Object.values(errors).map(isValidationError)).toEqual([false, true, false, false, false]);
    expect(Object.values(errors).map(isNetworkError)).toEqual([false, false, true, false, false]);
    expect(Object.values(errors).map(isAbortedError)).toEqual([false, false, false, true, false]);
    expect(Object.values(errors).map(isResponseFormatError)).toEqual([false, false, false, false, true]);
  });

  it('give the status of any answer that arrived, and none otherwise', () => {
    expect(Object.values(errors).map((error) => error.status)).toEqual([500, 422, undefined, undefined, 500]);
  });

  it('recognise an error carrying a debug trace', () => {
    const json = { message: 'Boom', exception: 'E', trace: [], totalVendorGroups: 0, ignitionTrace: true };
    const traced = new HttpError({ callName, response: response(500), bodyText: JSON.stringify(json), json });
    expect(hasDebugTrace(traced)).toBe(true);
    expect(hasDebugTrace(errors.http)).toBe(false);
    expect(hasDebugTrace(errors.network)).toBe(false);
  });
});
