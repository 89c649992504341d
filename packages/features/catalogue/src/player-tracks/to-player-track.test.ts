import { trackSchema } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { playableTracks, toPlayerTrack } from './to-player-track';

const track = trackSchema.parse({
  id: 5,
  model_type: 'track',
  name: 'Blue Hour',
  number: 2,
  duration: 187_000,
  src: '/api/v1/tracks/5/stream',
  image: null,
  artists: [{ id: 3, model_type: 'artist', name: 'Nora Vale', verified: true, image: null }],
  album: { id: 9, model_type: 'album', name: 'North', release_date: '2024-03-01', image: '/a.png' },
  album_id: 9,
  plays: 10,
  has_lyrics: false,
});

describe('toPlayerTrack', () => {
  it("keeps what the player needs: audio, length, artists and the album's cover", () => {
    expect(toPlayerTrack(track)).toEqual({
      id: 5,
      name: 'Blue Hour',
      artists: [{ id: 3, name: 'Nora Vale' }],
      album: { id: 9, name: 'North', image: '/a.png' },
      image: null,
      src: '/api/v1/tracks/5/stream',
      durationMs: 187_000,
    });
  });

  it('hands the player the ReplayGain of the track and its album, when the file carried any', () => {
    const levelled = { ...track, replay_gain_db: -7.5, replay_gain_peak: 0.98, album_replay_gain_db: null };
    expect(toPlayerTrack(levelled)?.replayGain).toEqual({
      trackGainDb: -7.5,
      trackPeak: 0.98,
      albumGainDb: null,
      albumPeak: null,
    });
    expect(toPlayerTrack({ ...track, replay_gain_db: null })).not.toHaveProperty('replayGain');
  });

  it('leaves out a track without audio', () => {
    expect(toPlayerTrack({ ...track, src: null })).toBeNull();
    expect(playableTracks([track, { ...track, id: 6, src: null }]).map((t) => t.id)).toEqual([5]);
  });
});
