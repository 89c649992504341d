// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { bindMediaSession, type MediaSessionLike } from './media-session';
import { bindNowPlayingTitle } from './now-playing-title';

const song = (id: number): PlayerTrack => ({
  id,
  name: `Song ${id}`,
  artists: [{ id: 1, name: 'Nina Simone' }],
  album: { id: 3, name: 'Pastel Blues', image: '/art.jpg' },
  src: `/${id}.mp3`,
  durationMs: 200_000,
});

function fakeSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const positions: MediaPositionState[] = [];
  const session: MediaSessionLike = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action, handler) => handlers.set(action, handler),
    setPositionState: (state) => {
      if (state) positions.push(state);
    },
  };
  return { session, handlers, positions };
}

describe('bindMediaSession', () => {
  it('shows the track with its artwork and answers the media keys', () => {
    const store = new PlayerStore();
    const { session, handlers, positions } = fakeSession();
    bindMediaSession(store, session, (init) => init as MediaMetadata);
    store.playQueue({ tracks: [song(1), song(2)] });
    expect(session.metadata).toMatchObject({
      title: 'Song 1',
      artist: 'Nina Simone',
      album: 'Pastel Blues',
      artwork: [{ src: '/art.jpg', sizes: '512x512' }],
    });
    expect(session.playbackState).toBe('playing');
    handlers.get('pause')?.({ action: 'pause' });
    expect(session.playbackState).toBe('paused');
    handlers.get('seekto')?.({ action: 'seekto', seekTime: 30 });
    expect(positions.at(-1)).toEqual({ duration: 200, position: 30, playbackRate: 1 });
    handlers.get('seekforward')?.({ action: 'seekforward' });
    expect(store.getState().positionMs).toBe(40_000);
    handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(session.metadata).toMatchObject({ title: 'Song 2' });
  });
});

describe('bindNowPlayingTitle', () => {
  it('titles the page Track - Artist - Site while playing and gives the page its title back on pause', () => {
    document.title = 'Pastel Blues - Tonearm';
    const store = new PlayerStore();
    bindNowPlayingTitle(store, 'Tonearm');
    store.playQueue({ tracks: [song(1)] });
    expect(document.title).toBe('Song 1 - Nina Simone - Tonearm');
    store.pause();
    expect(document.title).toBe('Pastel Blues - Tonearm');
  });
});
