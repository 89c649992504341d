import type { Playlist } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { playlistFormValues, toPlaylistPayload, visibilityPayload } from './playlist-form';

const playlist = {
  name: 'Late drive',
  description: null,
  public: false,
  collaborative: true,
  image: '/storage/track-covers/first-track.jpg',
} as Playlist;

const UPLOADED = '/storage/files/Y292ZXI.png';

describe('playlist form', () => {
  it('starts a new playlist public and not collaborative, with empty fields and no cover', () => {
    expect(playlistFormValues()).toEqual({
      name: '',
      description: '',
      public: true,
      collaborative: false,
      image: null,
    });
  });

  it('starts an edit with the playlist as it shows, cover included', () => {
    expect(playlistFormValues(playlist)).toEqual({
      name: 'Late drive',
      description: '',
      public: false,
      collaborative: true,
      image: '/storage/track-covers/first-track.jpg',
    });
  });

  it('trims the name and sends an empty description as none', () => {
    expect(
      toPlaylistPayload({
        name: '  Road trip ',
        description: '   ',
        public: true,
        collaborative: false,
        image: null,
      }),
    ).toEqual({ name: 'Road trip', description: null, public: true, collaborative: false });
  });

  it('sends the uploaded cover of a new playlist', () => {
    expect(
      toPlaylistPayload({
        name: 'Road trip',
        description: '',
        public: true,
        collaborative: false,
        image: UPLOADED,
      }),
    ).toMatchObject({ image: UPLOADED });
  });

  it('leaves out a cover that did not change, so a shown first-track cover never becomes the playlist’s own', () => {
    expect(toPlaylistPayload(playlistFormValues(playlist), playlist.image)).not.toHaveProperty('image');
  });

  it('sends a replaced cover, and a removed one as none', () => {
    const values = playlistFormValues(playlist);
    expect(toPlaylistPayload({ ...values, image: UPLOADED }, playlist.image)).toMatchObject({
      image: UPLOADED,
    });
    expect(toPlaylistPayload({ ...values, image: null }, playlist.image)).toMatchObject({ image: null });
  });

  it('changes only the visibility, keeping the rest of the playlist and its cover untouched', () => {
    expect(visibilityPayload(playlist, true)).toEqual({
      name: 'Late drive',
      description: null,
      public: true,
      collaborative: true,
    });
  });
});
