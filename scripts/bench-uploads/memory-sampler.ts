/** What the process holds besides its code: the JS heap and the buffers outside it (file slices, sockets). */
const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};

// Each 64 KiB piece read from a file is garbage once sent; without a collection before each sample the peak would
// count pieces long gone. Run with `--expose-gc` (as `pnpm bench:uploads` does) to measure what is really held.
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Each sample is a full collection, which stops the uploading process for 35–130 ms here: taken every 200 ms, the
 * samples halted the engine for up to half its run. The slices in flight are held throughout a run, so a sample a
 * second still sees the peak.
 */
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Samples the client's live memory every second while a run goes, answering the peak above what was held when it
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
  }, SAMPLE_INTERVAL_MS);
  try {
    return { result: await run(), peakBytes: peak };
  } finally {
    clearInterval(timer);
  }
}
