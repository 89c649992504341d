/** How many bars the track page's waveform draws at most; more peaks are folded into these. */
export const WAVE_BARS = 120;

/** The lowest a bar is drawn, as a share of the full height, so silence still shows where the track runs. */
export const MIN_BAR_HEIGHT = 0.04;

/**
 * The bars of a waveform from its peaks (0 to 1): at most `count`, each the loudest peak of its share of the
 * track, so a short loud moment stays visible when many peaks fold into one bar. Out-of-range peaks are clamped.
 */
export function peaksToBars(peaks: readonly number[], count: number = WAVE_BARS): number[] {
  if (peaks.length === 0 || count <= 0) return [];
  const bars = Math.min(count, peaks.length);
  const result: number[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    const start = Math.floor((bar * peaks.length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / bars));
    let loudest = 0;
    for (let index = start; index < end; index += 1) loudest = Math.max(loudest, peaks[index] ?? 0);
    result.push(Math.max(MIN_BAR_HEIGHT, Math.min(1, loudest)));
  }
  return result;
}

/** How much of the track has played, from 0 to 1; 0 when its length is unknown. */
export function playedFraction(positionSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !Number.isFinite(positionSeconds)) return 0;
  return Math.max(0, Math.min(1, positionSeconds / durationSeconds));
}

/**
 * The second of the track a comment was written at: the contract sends its position as a fraction of the
 * duration. `null` for a comment at the very start, which is what the server stores when none was given.
 */
export function commentSecond(position: number, durationMs: number): number | null {
  if (!(position > 0) || !(durationMs > 0)) return null;
  return Math.floor((position * durationMs) / 1000);
}

/** The position to send with a new comment: the player's, as a fraction of the duration, when it is known. */
export function commentPosition(positionMs: number, durationMs: number): number | undefined {
  if (!(durationMs > 0) || !(positionMs > 0)) return undefined;
  return Math.min(1, positionMs / durationMs);
}
