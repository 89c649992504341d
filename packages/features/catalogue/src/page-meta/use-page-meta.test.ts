import { describe, expect, it } from 'vitest';
import { documentTitle, metaDescription } from './use-page-meta';

describe('page meta', () => {
  it("names the page before the site's name", () => {
    expect(documentTitle('Blue Hour', 'Tonearm')).toBe('Blue Hour - Tonearm');
    expect(documentTitle(null, 'Tonearm')).toBe('Tonearm');
  });

  it('keeps a short description whole, with its spaces tidied', () => {
    expect(metaDescription('  Listen to\n Blue Hour  ')).toBe('Listen to Blue Hour');
  });

  it('cuts a long description on a word boundary', () => {
    const text = `${'word '.repeat(60)}end`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});
