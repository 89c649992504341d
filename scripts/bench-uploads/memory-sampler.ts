/**
 * What the process holds besides its code: the JS heap and the memory outside it (file slices, sockets).
 * `external` already counts every `ArrayBuffer` and `Buffer` (`arrayBuffers` is its share of them).
 */
const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

type Collector = (options?: { type?: 'major' | 'minor' }) => void;
const collector = () => (globalThis as { gc?: Collector }).gc;

/**
 * A full collection, run twice: V8 frees the memory of dead `ArrayBuffer`s on another thread after a collection,
 * and the next one waits for that first. Read after one, `external` still counted a run's buffers long gone.
 */
const collectAll = (collect: Collector) => {
  collect({ type: 'major' });
  collect({ type: 'major' });
};

/**
 * A sample a fifth of a second, each after a minor collection, which frees the young garbage (a body's pieces once
 * sent) in a millisecond or two. A sample that would raise the peak is taken again after a full collection, so the
 * peak counts only what was live: garbage promoted to the old generation would otherwise count as held. Full
 * collections take 35–130 ms here; one before every sample, once a second, slowed the uploads measured by a tenth.
 */
const SAMPLE_INTERVAL_MS = 200;

/**
 * Samples the client's memory while a run goes, answering the peak above what was held when it started: what the
 * run itself kept. Needs `--expose-gc` (as `pnpm bench:uploads` runs).
 */
export async function peakMemoryDuring<T>(run: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  const collect = collector();
  if (!collect) throw new Error('Run with --expose-gc to measure memory.');
  collectAll(collect);
  const baseline = heldBytes();
  let peak = 0;
  const timer = setInterval(() => {
    collect({ type: 'minor' });
    if (heldBytes() - baseline <= peak) return;
    collectAll(collect);
    peak = Math.max(peak, heldBytes() - baseline);
  }, SAMPLE_INTERVAL_MS);
  try {
    return { result: await run(), peakBytes: peak };
  } finally {
    clearInterval(timer);
  }
}
