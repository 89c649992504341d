import { describe, expect, it } from 'vitest';
import { encodeBody } from './encode-body';

describe('encode body', () => {
  it('sends no body for undefined or null', () => {
    expect(encodeBody(undefined)).toEqual({ body: undefined, contentType: undefined });
    expect(encodeBody(null)).toEqual({ body: undefined, contentType: undefined });
  });

  it('sends objects, arrays and strings as JSON', () => {
    expect(encodeBody({ ids: [1] })).toEqual({ body: '{"ids":[1]}', contentType: 'application/json' });
    expect(encodeBody([1, 2])).toEqual({ body: '[1,2]', contentType: 'application/json' });
    expect(encodeBody('en')).toEqual({ body: '"en"', contentType: 'application/json' });
  });

  it('sends binary bodies as they are, leaving the content type to fetch', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(encodeBody(bytes)).toEqual({ body: bytes, contentType: undefined });
    expect(encodeBody(bytes.buffer).body).toBe(bytes.buffer);
  });
});
