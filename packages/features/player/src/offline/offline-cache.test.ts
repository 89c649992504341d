import { describe, expect, it } from 'vitest';
import { offlineAudioKey, streamedTrackId } from './offline-cache';

const origin = 'https://music.example';

describe('streamedTrackId', () => {
  it("finds the track of the site's stream address, with or without a token", () => {
    expect(streamedTrackId(new URL('/api/v1/tracks/42/stream', origin), origin)).toBe(42);
    expect(streamedTrackId(new URL('/api/v1/tracks/42/stream?token=abc', origin), origin)).toBe(42);
  });

  it('finds none for another site or another address', () => {
    expect(streamedTrackId(new URL('/api/v1/tracks/42/stream', 'https://cdn.example'), origin)).toBeNull();
    expect(streamedTrackId(new URL('/api/v1/tracks/42', origin), origin)).toBeNull();
    expect(streamedTrackId(new URL('/api/v1/tracks/x/stream', origin), origin)).toBeNull();
  });

  it('keeps a track under its id, not under an address that may carry a token', () => {
    expect(offlineAudioKey(42)).toBe('/offline-audio/42');
  });
});
