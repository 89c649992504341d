import { describe, expect, it } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { HttpError } from '../errors/http-error';
import { NetworkError } from '../errors/network-error';
import { ResponseFormatError } from '../errors/response-format-error';
import {
  decideRetry,
  isRetryableUploadError,
  PART_RETRY_DELAYS_MS,
  RESUMABLE_RETRY_DELAYS_MS,
} from './retry-policy';
import { UploadProtocolError } from './upload-protocol-error';
import { UploadTimeoutError } from './upload-timeout-error';

const callName = 'PATCH tus/upload';
const httpError = (status: number) =>
  new HttpError({ callName, response: new Response(null, { status }), bodyText: '', json: undefined });
const online = { online: true, delays: RESUMABLE_RETRY_DELAYS_MS };

describe('the upload retry table', () => {
  it('waits 0, 3, 5, 10 and 20 seconds before the five retries of a resumable upload, then gives up', () => {
    const error = new NetworkError({ callName });
    const decisions = [0, 1, 2, 3, 4, 5].map((retriesMade) => decideRetry(error, retriesMade, online));
    expect(decisions).toEqual([
      { action: 'retry', delayMs: 0 },
      { action: 'retry', delayMs: 3_000 },
      { action: 'retry', delayMs: 5_000 },
      { action: 'retry', delayMs: 10_000 },
      { action: 'retry', delayMs: 20_000 },
      { action: 'give-up' },
    ]);
  });

  it('gives a multipart part 3 retries from the same table', () => {
    expect(PART_RETRY_DELAYS_MS).toEqual([0, 3_000, 5_000]);
    const decide = (retriesMade: number) =>
      decideRetry(httpError(503), retriesMade, { online: true, delays: PART_RETRY_DELAYS_MS });
    expect(decide(2)).toEqual({ action: 'retry', delayMs: 5_000 });
    expect(decide(3)).toEqual({ action: 'give-up' });
  });

  it('retries server errors and lost connections', () => {
    expect(isRetryableUploadError(httpError(500))).toBe(true);
    expect(isRetryableUploadError(httpError(503))).toBe(true);
    expect(isRetryableUploadError(new NetworkError({ callName }))).toBe(true);
  });

  it('does not retry client errors other than 409 and 423', () => {
    for (const status of [400, 401, 403, 404, 410, 413, 419, 422, 429]) {
      expect(decideRetry(httpError(status), 0, online), String(status)).toEqual({ action: 'give-up' });
    }
    expect(decideRetry(httpError(409), 0, online)).toEqual({ action: 'retry', delayMs: 0 });
    expect(decideRetry(httpError(423), 1, online)).toEqual({ action: 'retry', delayMs: 3_000 });
  });

  it('spends no retry while offline: the upload waits for the connection', () => {
    const offline = { online: false, delays: RESUMABLE_RETRY_DELAYS_MS };
    expect(decideRetry(new NetworkError({ callName }), 4, offline)).toEqual({ action: 'wait-until-online' });
    expect(decideRetry(httpError(404), 0, offline)).toEqual({ action: 'give-up' });
  });

  it('never retries a timeout, an abort or an answer that breaks the protocol', () => {
    const format = new ResponseFormatError({
      callName,
      problem: 'schema-mismatch',
      response: new Response('{}', { status: 200 }),
      bodyText: '{}',
    });
    for (const error of [
      new UploadTimeoutError({ callName }),
      new AbortedError({ callName }),
      new UploadProtocolError('no Location', { callName, status: 201 }),
      format,
      new Error('bug'),
    ]) {
      expect(decideRetry(error, 0, online), error.name).toEqual({ action: 'give-up' });
    }
  });

  it('retries a gateway error page that is not JSON', () => {
    const htmlPage = new ResponseFormatError({
      callName,
      problem: 'html-page',
      response: new Response('<html>', { status: 502 }),
      bodyText: '<html>',
    });
    expect(isRetryableUploadError(htmlPage)).toBe(true);
  });
});
