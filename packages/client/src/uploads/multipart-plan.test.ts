import { describe, expect, it } from 'vitest';
import { DEFAULT_PART_SIZE, MAX_PARTS, MIN_PART_SIZE, multipartPartSize, planParts } from './multipart-plan';

const MB = 1024 * 1024;

describe('multipart plan', () => {
  it('uses 20 MB parts by default', () => {
    expect(DEFAULT_PART_SIZE).toBe(20 * MB);
    expect(multipartPartSize(150 * MB)).toBe(20 * MB);
  });

  it('never uses parts under 5 MB', () => {
    expect(MIN_PART_SIZE).toBe(5 * MB);
    expect(multipartPartSize(150 * MB, 1 * MB)).toBe(5 * MB);
    expect(multipartPartSize(150 * MB, 8 * MB)).toBe(8 * MB);
  });

  it('grows the parts when the file would need more than 10,000', () => {
    expect(MAX_PARTS).toBe(10_000);
    const size = 300 * 1024 * MB;
    const partSize = multipartPartSize(size);
    expect(partSize).toBeGreaterThan(DEFAULT_PART_SIZE);
    expect(partSize % MB).toBe(0);
    expect(Math.ceil(size / partSize)).toBeLessThanOrEqual(MAX_PARTS);
    expect(Math.ceil(size / (partSize - MB))).toBeGreaterThan(MAX_PARTS);
  });

  it('keeps 20 MB parts up to exactly 10,000 of them', () => {
    expect(multipartPartSize(MAX_PARTS * DEFAULT_PART_SIZE)).toBe(DEFAULT_PART_SIZE);
    expect(multipartPartSize(MAX_PARTS * DEFAULT_PART_SIZE + 1)).toBe(DEFAULT_PART_SIZE + MB);
  });

  it('numbers parts from 1 and makes only the last one short', () => {
    expect(planParts(45 * MB, 20 * MB)).toEqual([
      { partNumber: 1, start: 0, end: 20 * MB },
      { partNumber: 2, start: 20 * MB, end: 40 * MB },
      { partNumber: 3, start: 40 * MB, end: 45 * MB },
    ]);
    expect(planParts(40 * MB, 20 * MB)).toHaveLength(2);
  });

  it('plans one empty part for an empty file', () => {
    expect(planParts(0, 20 * MB)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
  });
});
