import { describe, expect, it } from 'vitest';
import { lyricsTrackId, toPlayerLyrics } from './lyrics-target';

describe('lyricsTrackId', () => {
  it('follows the track in the player', () => {
    expect(lyricsTrackId(null, 12)).toBe(12);
  });

  it('shows the track a menu asked for, whatever plays', () => {
    expect(lyricsTrackId('40', 12)).toBe(40);
    expect(lyricsTrackId('40', null)).toBe(40);
  });

  it('ignores a track parameter that is no id', () => {
    expect(lyricsTrackId('abc', 12)).toBe(12);
    expect(lyricsTrackId('0', null)).toBeNull();
  });

  it('has nothing to show with nothing playing', () => {
    expect(lyricsTrackId(null, null)).toBeNull();
  });
});

describe('toPlayerLyrics', () => {
  it('keeps the lines in order with their start times', () => {
    expect(
      toPlayerLyrics({
        id: 1,
        track_id: 2,
        is_synced: true,
        text: '[00:01.00]One\n[00:02.50]Two',
        lines: [
          { time: 1000, text: 'One' },
          { time: 2500, text: 'Two' },
        ],
      }),
    ).toEqual({
      synced: true,
      lines: [
        { timeMs: 1000, text: 'One' },
        { timeMs: 2500, text: 'Two' },
      ],
    });
  });
});
