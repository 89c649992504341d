import { describe, expect, it } from 'vitest';
import { PlayingClock } from './playing-position';

const clockAt = () => {
  let now = 1_000;
  const clock = new PlayingClock(() => now);
  return { clock, advance: (ms: number) => (now += ms) };
};

describe('the playing position a stamp reads', () => {
  it('adds the time since the last report while the track plays', () => {
    const { clock, advance } = clockAt();
    clock.report({ positionMs: 5_000, durationMs: 60_000, playing: true, buffering: false });
    advance(180);
    expect(clock.positionMs()).toBe(5_180);
  });

  it('keeps the reported position while paused or buffering', () => {
    const { clock, advance } = clockAt();
    clock.report({ positionMs: 5_000, durationMs: 60_000, playing: false, buffering: false });
    advance(500);
    expect(clock.positionMs()).toBe(5_000);
    clock.report({ positionMs: 5_000, durationMs: 60_000, playing: true, buffering: true });
    advance(500);
    expect(clock.positionMs()).toBe(5_000);
  });

  it('counts from the first report of a position, not from repeats of it, and never past the end', () => {
    const { clock, advance } = clockAt();
    clock.report({ positionMs: 59_900, durationMs: 60_000, playing: true, buffering: false });
    advance(50);
    clock.report({ positionMs: 59_900, durationMs: 60_000, playing: true, buffering: false });
    advance(50);
    expect(clock.positionMs()).toBe(60_000);
  });
});
