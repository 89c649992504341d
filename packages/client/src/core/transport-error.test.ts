import { describe, expect, it } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { NetworkError } from '../errors/network-error';
import { transportError } from './transport-error';

describe('transport error', () => {
  it('is an abort when the caller signal fired, whatever fetch rejected with', () => {
    const controller = new AbortController();
    controller.abort('navigated away');
    const error = transportError(new TypeError('fetch failed'), 'GET tracks', controller.signal);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.cause).toBe('navigated away');
  });

  it('is an abort when fetch rejects with an AbortError', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(transportError(abort, 'GET tracks', undefined)).toBeInstanceOf(AbortedError);
  });

  it('is a network failure otherwise', () => {
    const error = transportError(new TypeError('fetch failed'), 'GET tracks', new AbortController().signal);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.callName).toBe('GET tracks');
  });
});
