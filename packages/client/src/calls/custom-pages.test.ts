import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { customPageJson } from '../contract/fixtures/laravel-payloads';
import { getCustomPage } from './custom-pages';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getCustomPage', () => {
  it('fetches GET custom-pages/{idOrSlug} by slug', async () => {
    const http = new RecordingHttpClient({ page: customPageJson });
    const { page } = await getCustomPage(http, 'privacy-policy');
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'custom-pages/privacy-policy',
      body: undefined,
      params: undefined,
      callName: 'GET custom-pages/{idOrSlug}',
    });
    expect(page.title).toBe('Privacy policy');
  });

  it('fetches by id', async () => {
    const http = new RecordingHttpClient({ page: customPageJson });
    await getCustomPage(http, 4);
    expect(http.onlyRequest.path).toBe('custom-pages/4');
  });

  it('escapes a slug so it cannot reach another path', async () => {
    const http = new RecordingHttpClient({ page: customPageJson });
    await getCustomPage(http, '../users/me?x=1');
    expect(http.onlyRequest.path).toBe('custom-pages/..%2Fusers%2Fme%3Fx%3D1');
  });

  it('rejects an answer that is the bare page', async () => {
    await expect(getCustomPage(new RecordingHttpClient(customPageJson), 4)).rejects.toThrow(z.core.$ZodError);
  });
});
