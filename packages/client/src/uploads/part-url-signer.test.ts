import { describe, expect, it, vi } from 'vitest';
import { PART_URLS_PER_BATCH, PartUrlSigner } from './part-url-signer';

function signer(upcoming: number[]) {
  const batches: number[][] = [];
  const sign = vi.fn(async (partNumbers: readonly number[]) => {
    batches.push([...partNumbers]);
    return new Map(
      partNumbers.map((number) => [number, `https://storage.test/part-${number}?batch=${batches.length}`]),
    );
  });
  return { signer: new PartUrlSigner(sign, () => upcoming), batches, sign };
}

describe('part URL signer', () => {
  it('signs the part asked for with the next waiting parts, 10 at most', async () => {
    const upcoming = Array.from({ length: 30 }, (_, index) => index + 2);
    const { signer: parts, batches } = signer(upcoming);
    expect(PART_URLS_PER_BATCH).toBe(10);
    await expect(parts.urlFor(1)).resolves.toBe('https://storage.test/part-1?batch=1');
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
  });

  it('hands out URLs already signed without asking again', async () => {
    const { signer: parts, sign } = signer([2, 3]);
    await parts.urlFor(1);
    await expect(parts.urlFor(3)).resolves.toBe('https://storage.test/part-3?batch=1');
    expect(sign).toHaveBeenCalledOnce();
  });

  it('shares one request between parts asking while their batch is being signed', async () => {
    const { signer: parts, sign } = signer([2, 3, 4]);
    const urls = await Promise.all([parts.urlFor(1), parts.urlFor(2), parts.urlFor(3)]);
    expect(urls).toEqual([1, 2, 3].map((number) => `https://storage.test/part-${number}?batch=1`));
    expect(sign).toHaveBeenCalledOnce();
  });

  it('signs only what was not signed yet', async () => {
    const upcoming = [2, 3, 4, 5];
    const { signer: parts, batches } = signer(upcoming);
    await parts.urlFor(1);
    upcoming.push(6, 7);
    await parts.urlFor(8);
    expect(batches).toEqual([
      [1, 2, 3, 4, 5],
      [8, 6, 7],
    ]);
  });

  it('signs a forgotten URL again', async () => {
    const { signer: parts, batches } = signer([]);
    await parts.urlFor(4);
    parts.forget(4);
    await expect(parts.urlFor(4)).resolves.toBe('https://storage.test/part-4?batch=2');
    expect(batches).toEqual([[4], [4]]);
  });

  it('lets a failed signing be tried again', async () => {
    const sign = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(new Map([[1, 'https://storage.test/part-1']]));
    const parts = new PartUrlSigner(sign, () => []);
    await expect(parts.urlFor(1)).rejects.toThrow('offline');
    await expect(parts.urlFor(1)).resolves.toBe('https://storage.test/part-1');
  });
});
