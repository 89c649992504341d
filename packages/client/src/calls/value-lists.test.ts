import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RecordingHttpClient } from './test-support/recording-http-client';
import { getValueLists } from './value-lists';

const timezones = { Europe: [{ value: 'Europe/London', text: '(UTC+00:00) London' }] };
const countries = [{ code: 'gb', name: 'United Kingdom' }];

describe('getValueLists', () => {
  it('fetches GET value-lists/{names} with the names joined by commas', async () => {
    const http = new RecordingHttpClient({ timezones, countries });
    const lists = await getValueLists(http, ['timezones', 'countries']);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'value-lists/timezones,countries',
      body: undefined,
      params: undefined,
      callName: 'GET value-lists/{names}',
    });
    expect(lists).toEqual({ timezones, countries });
  });

  it('passes optional params', async () => {
    const http = new RecordingHttpClient({ localizations: [] });
    await getValueLists(http, ['localizations'], { onlyActive: 1 });
    expect(http.onlyRequest.params).toEqual({ onlyActive: 1 });
  });

  it('returns only the lists asked for', async () => {
    const http = new RecordingHttpClient({ countries, localizations: [{ language: 'en', name: 'English' }] });
    expect(await getValueLists(http, ['countries'])).toEqual({ countries });
  });

  it('rejects an answer missing a list that was asked for', async () => {
    await expect(
      getValueLists(new RecordingHttpClient({ countries }), ['countries', 'timezones']),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
