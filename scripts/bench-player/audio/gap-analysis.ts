/** Where a run of silence lies in a buffer of samples. */
export interface SilentRun {
  /** Index of the run's first silent sample. */
  start: number;
  /** How many samples in a row are silent. */
  length: number;
}

export interface SilenceOptions {
  /**
   * A sample whose magnitude is below this counts as silent.
   * @default 0.001 (-60 dBFS)
   */
  threshold?: number;
  /**
   * Runs shorter than this are a waveform crossing zero, not silence.
   * @default 8
   */
  minLength?: number;
  /** Only samples from here on are searched. @default 0 */
  from?: number;
  /** Only samples before this are searched. @default the buffer's length */
  to?: number;
}

/**
 * The longest run of silent samples in `samples[from, to)`, or null when the sound never stops for `minLength`
 * samples. A gapless join of two tracks of one continuous piece leaves none; a player that stops between them
 * leaves one as long as its gap.
 */
export function longestSilentRun(
  samples: ArrayLike<number>,
  { threshold = 0.001, minLength = 8, from = 0, to = samples.length }: SilenceOptions = {},
): SilentRun | null {
  let longest: SilentRun | null = null;
  let runStart = -1;
  const end = Math.min(to, samples.length);
  for (let index = Math.max(0, from); index <= end; index += 1) {
    const silent = index < end && Math.abs(samples[index] ?? 0) < threshold;
    if (silent) {
      if (runStart < 0) runStart = index;
      continue;
    }
    if (runStart >= 0) {
      const length = index - runStart;
      if (length >= minLength && (!longest || length > longest.length)) longest = { start: runStart, length };
      runStart = -1;
    }
  }
  return longest;
}

/** The span from the first to the last sample at or above `threshold`, or null for a silent buffer. */
export function soundingSpan(
  samples: ArrayLike<number>,
  threshold = 0.001,
): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  for (let index = 0; index < samples.length; index += 1) {
    if (Math.abs(samples[index] ?? 0) < threshold) continue;
    if (first < 0) first = index;
    last = index;
  }
  return first < 0 ? null : { first, last };
}

/**
 * The gap a listener hears in a recording of one track handing over to the next: the longest silence between
 * the recording's first and last sound, in milliseconds (0 when the sound never stops).
 */
export function measuredGapMs(samples: ArrayLike<number>, sampleRate: number, options: SilenceOptions = {}) {
  const span = soundingSpan(samples, options.threshold);
  if (!span) throw new Error('The recording is silent: nothing played.');
  const run = longestSilentRun(samples, { ...options, from: span.first, to: span.last + 1 });
  return run ? (run.length / sampleRate) * 1000 : 0;
}
