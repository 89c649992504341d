import { describe, expect, it } from 'vitest';
import { linkAddress } from './link-address';

describe('link addresses', () => {
  it('keeps web, mail and site addresses', () => {
    expect(linkAddress(' https://example.com/a ')).toBe('https://example.com/a');
    expect(linkAddress('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(linkAddress('/pages/about-us')).toBe('/pages/about-us');
  });

  it('adds https to a bare host', () => {
    expect(linkAddress('example.com/tour')).toBe('https://example.com/tour');
  });

  it('refuses script, data and protocol-relative addresses', () => {
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('data:text/html,<b>x</b>')).toBeNull();
    expect(linkAddress('//evil.example')).toBeNull();
    expect(linkAddress('   ')).toBeNull();
  });
});
