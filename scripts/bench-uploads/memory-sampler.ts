/** What the process holds besides its code: the JS heap and the buffers outside it (file slices, sockets). */
const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};

// Each 64 KiB piece read from a file is garbage once sent; without a collection before each sample the peak would
// count pieces long gone. Run with `--expose-gc` (as `pnpm bench:uploads` does) to measure what is really held.
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Samples the client's live memory every 200 ms while a run goes, answering the peak above what was held when it
 * started: what the run itself kept.
 */
export async function peakMemoryDuring<T>(run: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  if (!(globalThis as { gc?: unknown }).gc) throw new Error('Run with --expose-gc to measure live memory.');
  collect();
  const baseline = heldBytes();
  let peak = 0;
  const timer = setInterval(() => {
    collect();
    peak = Math.max(peak, heldBytes() - baseline);
  }, 200);
  try {
    return { result: await run(), peakBytes: peak };
  } finally {
    clearInterval(timer);
  }
}
