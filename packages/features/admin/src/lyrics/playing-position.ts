/** The player's state as the stamp clock reads it. */
export interface PlayingSnapshot {
  positionMs: number;
  durationMs: number;
  playing: boolean;
  buffering: boolean;
}

/**
 * The playing position at the moment of a stamp. The player reports its position a few times a second; between
 * two reports the music went on, so a stamp made then adds the time since the last report while it plays.
 */
export class PlayingClock {
  private reported: PlayingSnapshot = { positionMs: 0, durationMs: 0, playing: false, buffering: false };
  private reportedAt = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes a state the player reported; an unchanged position keeps its first report's time. */
  report(snapshot: PlayingSnapshot): void {
    const moved =
      snapshot.positionMs !== this.reported.positionMs || snapshot.playing !== this.reported.playing;
    this.reported = snapshot;
    if (moved) this.reportedAt = this.now();
  }

  /** The position now, in milliseconds. */
  positionMs(): number {
    const { positionMs, durationMs, playing, buffering } = this.reported;
    if (!playing || buffering) return positionMs;
    const since = positionMs + (this.now() - this.reportedAt);
    return durationMs > 0 ? Math.min(since, durationMs) : since;
  }
}
