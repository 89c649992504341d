/** How the player levels loudness: not at all, each track on its own, or each album as one (its quiet songs stay quiet). */
export const LOUDNESS_MODES = ['off', 'track', 'album'] as const;
export type LoudnessMode = (typeof LOUDNESS_MODES)[number];

/** The levelling a listener has before choosing one. */
export const DEFAULT_LOUDNESS_MODE: LoudnessMode = 'track';

/** The amplification added to every ReplayGain value, in dB: none, so levelled tracks sit at the reference level. */
export const REPLAY_GAIN_PREAMP_DB = 0;

/** What a track's file says about its loudness; any part may be unknown. */
export interface ReplayGainFacts {
  /** The track's ReplayGain in dB. */
  trackGainDb?: number | null;
  /** The track's highest sample, linear (1 is full scale). */
  trackPeak?: number | null;
  /** The album's ReplayGain in dB. */
  albumGainDb?: number | null;
  /** The album's highest sample, linear. */
  albumPeak?: number | null;
}

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The linear factor that levels a track: `10^((gain + pre-amp) / 20)` of its track gain, or in album mode of its
 * album gain (the track gain when the album's is unknown), lowered so the peak times the factor stays at or under
 * full scale (no clipping). 1 when levelling is off or nothing is known.
 */
export function replayGainMultiplier(
  mode: LoudnessMode,
  facts: ReplayGainFacts | null | undefined,
  preampDb: number = REPLAY_GAIN_PREAMP_DB,
): number {
  if (mode === 'off' || !facts) return 1;
  const byAlbum = mode === 'album' && known(facts.albumGainDb);
  const gainDb = byAlbum ? facts.albumGainDb : facts.trackGainDb;
  if (!known(gainDb)) return 1;
  // An album gain without the album's peak is still kept from clipping by the track's own peak.
  const peak = byAlbum && known(facts.albumPeak) ? facts.albumPeak : facts.trackPeak;
  const factor = 10 ** ((gainDb + preampDb) / 20);
  return known(peak) && peak > 0 ? Math.min(factor, 1 / peak) : factor;
}
