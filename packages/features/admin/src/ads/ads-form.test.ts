import { describe, expect, it } from 'vitest';
import { adsFormResolver, adsFormValues, adsPayload } from './ads-form';

const stored = {
  disable: false,
  general_top: '<script src="https://ads.example/tag.js"></script>',
  general_bottom: null,
  artist_top: null,
  artist_bottom: null,
  album_above: null,
};

describe('the ads form', () => {
  it('shows empty slots as empty text and sends blank ones back as none', () => {
    const values = adsFormValues(stored);
    expect(values.general_bottom).toBe('');
    expect(adsPayload({ ...values, album_above: '  \n' })).toEqual(stored);
  });

  it('keeps the disable switch', () => {
    expect(adsPayload({ ...adsFormValues(stored), disable: true }).disable).toBe(true);
  });

  it('refuses a snippet past its length before sending it', async () => {
    const result = await adsFormResolver((message) => message)(
      { ...adsFormValues(stored), artist_top: 'x'.repeat(20_001) },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors.artist_top?.message).toBe('A snippet may be at most 20000 characters.');
  });
});
