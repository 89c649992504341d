import type { Playlist } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { playlistFormValues, toPlaylistPayload, visibilityPayload } from './playlist-form';

const playlist = {
  name: 'Late drive',
  description: null,
  public: false,
  collaborative: true,
} as Playlist;

describe('playlist form', () => {
  it('starts a new playlist public and not collaborative, with empty fields', () => {
    expect(playlistFormValues()).toEqual({ name: '', description: '', public: true, collaborative: false });
  });

  it('trims the name and sends an empty description as none', () => {
    expect(
      toPlaylistPayload({ name: '  Road trip ', description: '   ', public: true, collaborative: false }),
    ).toEqual({ name: 'Road trip', description: null, public: true, collaborative: false });
  });

  it('changes only the visibility, keeping the rest of the playlist', () => {
    expect(visibilityPayload(playlist, true)).toEqual({
      name: 'Late drive',
      description: null,
      public: true,
      collaborative: true,
    });
  });
});
