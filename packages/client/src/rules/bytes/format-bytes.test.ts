import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes a size in binary steps with at most one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(64 * 1024)).toBe('64 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(1.26 * 1024 ** 2)).toBe('1.3 MB');
    expect(formatBytes(100 * 1024 ** 4)).toBe('100 TB');
  });

  it('writes the number in the reader’s locale', () => {
    expect(formatBytes(1.5 * 1024 ** 3, 'de')).toBe('1,5 GB');
  });

  it('never writes a negative size', () => {
    expect(formatBytes(-5)).toBe('0 B');
  });
});
