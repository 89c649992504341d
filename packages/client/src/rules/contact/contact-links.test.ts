import { describe, expect, it } from 'vitest';
import { isMusicServiceLink, isSpotifyPlaylistLink } from './contact-links';

describe('isMusicServiceLink', () => {
  it.each([
    'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
    'spotify.it/artist/abc',
    'https://www.youtube.com/@bandname',
    'https://music.youtube.com/channel/UC123',
    'http://youtube.it/watch?v=abc',
    'https://youtu.be/dQw4w9WgXcQ',
    'Check them out: https://m.youtube.com/watch?v=x',
  ])('accepts %s', (link) => {
    expect(isMusicServiceLink(link)).toBe(true);
  });

  it.each([
    'https://soundcloud.com/band',
    'https://notspotify.com/artist/1',
    'https://spotify.com.evil.example/artist/1',
    'https://example.com/?ref=youtube',
    'spotify',
  ])('refuses %s', (link) => {
    expect(isMusicServiceLink(link)).toBe(false);
  });
});

describe('isSpotifyPlaylistLink', () => {
  it.each([
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc123',
    'open.spotify.com/intl-de/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://spotify.it/playlist/abc',
    'https://open.spotify.com/user/someone/playlist/abc',
  ])('accepts %s', (link) => {
    expect(isSpotifyPlaylistLink(link)).toBe(true);
  });

  it.each([
    'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
    'https://music.youtube.com/playlist?list=PL123',
    'https://open.spotify.com/playlist/',
    'https://evil.example/open.spotify.com/playlist/abc',
    'https://spotify.com.evil.example/playlist/abc',
  ])('refuses %s', (link) => {
    expect(isSpotifyPlaylistLink(link)).toBe(false);
  });
});
