import type { Migration } from './migration';

/**
 * The album's ReplayGain and peak beside the track's, as an imported file's tags carry them: the player levels an
 * album as one (its quiet tracks stay quiet) when the listener asks for album levelling.
 */
export const trackAlbumGain: Migration = {
  id: '0052_track_album_gain',
  statements: [
    'ALTER TABLE track_audio ADD COLUMN album_replay_gain_db double precision',
    'ALTER TABLE track_audio ADD COLUMN album_replay_gain_peak double precision',
  ],
};
