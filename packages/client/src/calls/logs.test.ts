import { describe, expect, it } from 'vitest';
import { latestErrorLogUrl } from './logs';
import { RECORDING_BASE_URL, RecordingHttpClient } from './test-support/recording-http-client';

describe('latestErrorLogUrl', () => {
  it('resolves logs/error/download-latest through the client, which adds api/v1/', () => {
    const http = new RecordingHttpClient();
    expect(latestErrorLogUrl(http)).toBe(`${RECORDING_BASE_URL}logs/error/download-latest`);
    expect(http.resolvedUrls).toEqual([{ path: 'logs/error/download-latest', params: undefined }]);
    expect(http.requests).toEqual([]);
  });
});
