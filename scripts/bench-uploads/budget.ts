/** One method's figures from a benchmark run. */
export interface MethodFigures {
  method: string;
  mbPerSecond: number;
  /** Its speed over the raw write of the same bytes in the same run. */
  ratioToRaw: number;
  requests: number;
  peakClientBytes: number;
  /** The chunk or part the method sends at a time. */
  sliceBytes: number;
}

/** tus and multipart must reach this share of a raw write of the same bytes. */
export const RESUMABLE_MIN_RATIO = 0.7;
/**
 * The client holds at most this many chunks (or parts) of the file at once, for the methods that slice it (tus,
 * multipart). Plain and S3 direct uploads send the file in one request, which a browser streams from disk; in Node a
 * form is encoded by undici's `Response`, which reads ahead of the socket, so their memory is printed but not judged.
 */
export const MAX_CHUNKS_IN_MEMORY = 2;

/** The budget's verdict on a run: one line per figure out of bounds, none when it passes. */
export function budgetProblems(figures: readonly MethodFigures[]): string[] {
  const problems: string[] = [];
  for (const figure of figures) {
    if (
      (figure.method === 'tus' || figure.method === 's3-multipart') &&
      figure.ratioToRaw < RESUMABLE_MIN_RATIO
    ) {
      problems.push(
        `${figure.method} reached ${(figure.ratioToRaw * 100).toFixed(0)}% of the raw write, under ${RESUMABLE_MIN_RATIO * 100}%`,
      );
    }
    const sliced = figure.method === 'tus' || figure.method === 's3-multipart';
    if (sliced && figure.peakClientBytes > MAX_CHUNKS_IN_MEMORY * figure.sliceBytes) {
      problems.push(
        `${figure.method} held ${(figure.peakClientBytes / 2 ** 20).toFixed(1)} MiB in the client, over ${MAX_CHUNKS_IN_MEMORY} chunks (${((MAX_CHUNKS_IN_MEMORY * figure.sliceBytes) / 2 ** 20).toFixed(0)} MiB)`,
      );
    }
  }
  return problems;
}
