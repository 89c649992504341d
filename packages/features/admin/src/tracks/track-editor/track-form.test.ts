import type { AdminTrack } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { parseDuration, trackFormValues, trackPayload, trackServerErrors } from './track-form';

const track: AdminTrack = {
  id: 4,
  name: 'Harbor Lights',
  image: '/storage/albums/cover.png',
  own_image: null,
  artists: [
    { id: 1, model_type: 'artist', name: 'Neon Harbor', verified: true, image: null },
    { id: 2, model_type: 'artist', name: 'Juno Vale', verified: false, image: null },
  ],
  album: { id: 21, name: 'Tidal Memory' },
  duration: 214_000,
  plays: 10,
  created_at: '2026-03-14T10:00:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  src: '/api/v1/tracks/4/stream',
  genres: ['Synthwave'],
  tags: ['Night drive', 'Coast'],
  description: null,
  lyrics: '[00:01.00]Harbor lights',
  release_date: '2026-03-14',
};

describe('the track form', () => {
  it('reads durations as m:ss or h:mm:ss and refuses anything else', () => {
    expect(parseDuration('3:34')).toBe(214_000);
    expect(parseDuration('1:02:03')).toBe(3_723_000);
    expect(parseDuration('3:75')).toBeNull();
    expect(parseDuration('soon')).toBeNull();
  });

  it('sends what it shows: artists in order, names split on commas, empty text as null', () => {
    const values = trackFormValues(track);
    expect(values.genres).toBe('Synthwave');
    const payload = trackPayload({ ...values, name: ' Harbor Lights (edit) ', tags: 'Coast, , Dusk ' });
    expect(payload).toEqual({
      name: 'Harbor Lights (edit)',
      image: null,
      artist_ids: [1, 2],
      album_id: 21,
      genres: ['Synthwave'],
      tags: ['Coast', 'Dusk'],
      description: null,
      lyrics: '[00:01.00]Harbor lights',
      release_date: '2026-03-14',
      duration: 214_000,
    });
  });

  it('replaces the audio only when a new file was uploaded', () => {
    const values = { ...trackFormValues(track), src: '/storage/files/new-audio.mp3' };
    expect(trackPayload(values).src).toBe('/storage/files/new-audio.mp3');
  });

  it('puts the server’s errors on the fields that show them', () => {
    expect(
      trackServerErrors({ 'artist_ids.1': ['The selected artist is invalid.'], name: ['Too long.'] }),
    ).toEqual({
      artists: ['The selected artist is invalid.'],
      name: ['Too long.'],
    });
  });
});
