import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { translatedZodResolver } from './translated-zod-resolver';

interface Values {
  name: string;
  prices: { amount: string }[];
}

const schema = z.object({
  name: z.string().check(z.minLength(1, 'The name field is required.')),
  prices: z.array(z.object({ amount: z.string().check(z.regex(/^\d+$/, 'Enter an amount.')) })),
});
const resolve = translatedZodResolver<Values>(schema, (message) => `«${message}»`);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('translatedZodResolver', () => {
  it('hands valid values back as typed', async () => {
    const values = { name: 'Pro', prices: [{ amount: '5' }] };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('words every message, nested ones included, at the path of its field', async () => {
    const result = await resolve(
      { name: '', prices: [{ amount: '5' }, { amount: 'x' }] },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('«The name field is required.»');
    expect(result.errors.prices?.[1]?.amount?.message).toBe('«Enter an amount.»');
    expect(result.errors.prices?.[0]).toBeUndefined();
  });
});
