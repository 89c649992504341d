import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lengthAwarePageJson, productJson } from '../contract/fixtures/laravel-payloads';
import { getProducts } from './billing';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getProducts', () => {
  it('fetches GET billing/products and reads the plans from pagination.data', async () => {
    const http = new RecordingHttpClient({ pagination: lengthAwarePageJson([productJson]) });
    const { pagination } = await getProducts(http);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'billing/products',
      body: undefined,
      params: undefined,
      callName: 'GET billing/products',
    });
    expect(pagination.data[0]?.prices.map((price) => price.interval)).toEqual(['month', 'year']);
  });

  it('rejects a plan whose price interval is unknown', async () => {
    const weekly = { ...productJson, prices: [{ ...productJson.prices[0], interval: 'week' }] };
    await expect(
      getProducts(new RecordingHttpClient({ pagination: lengthAwarePageJson([weekly]) })),
    ).rejects.toThrow(z.ZodError);
  });
});
