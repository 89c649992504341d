import { describe, expect, it } from 'vitest';
import { priceSchema, productListResponseSchema, productSchema } from './billing';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { lengthAwarePageJson, productJson } from './fixtures/laravel-payloads';

describe('productSchema', () => {
  it('accepts a plan with monthly and yearly prices', () => {
    const product = productSchema.parse(productJson);
    expect(product.prices.map((price) => [price.interval, price.amount])).toEqual([
      ['month', 9.99],
      ['year', 99],
    ]);
    expect(product.feature_list).toEqual(['No ads', 'Offline playback']);
  });

  it('accepts a plan without a description', () => {
    expect(issuePaths(productSchema, withField(productJson, 'description', null))).toEqual([]);
  });

  it('rejects a plan missing its free flag', () => {
    expect(issuePaths(productSchema, withoutField(productJson, 'free'))).toEqual(['free']);
  });

  it('rejects a price interval other than day, month or year', () => {
    expect(issuePaths(productSchema, withField(productJson, 'prices.0.interval', 'week'))).toEqual([
      'prices.0.interval',
    ]);
  });
});

describe('priceSchema', () => {
  const price = productJson.prices[0] as object;

  it('rejects an amount sent as text', () => {
    expect(issuePaths(priceSchema, withField(price, 'amount', '9.99'))).toEqual(['amount']);
  });

  it('rejects an interval count of zero', () => {
    expect(issuePaths(priceSchema, withField(price, 'interval_count', 0))).toEqual(['interval_count']);
  });
});

describe('productListResponseSchema', () => {
  it('reads the plans from pagination.data', () => {
    expect(
      productListResponseSchema.parse({ pagination: lengthAwarePageJson([productJson]) }).pagination.data[0]
        ?.name,
    ).toBe('Premium');
  });

  it('rejects a bare list of plans', () => {
    expect(issuePaths(productListResponseSchema, { products: [productJson] })).toEqual(['pagination']);
  });
});
