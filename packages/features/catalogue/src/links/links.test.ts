import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  albumEmbedLink,
  albumLink,
  artistLink,
  channelLink,
  lyricsLink,
  radioLink,
  tagLink,
  trackEmbedLink,
  trackLink,
} from './links';

describe('catalogue links', () => {
  it('names artists, albums and tracks by id and slug', () => {
    expect(artistLink({ id: 4, name: 'Sigur Rós' })).toBe('/artist/4/sigur-ros');
    expect(albumLink({ id: 9, name: "Hurry Up, We're Dreaming" }, 'M83')).toBe(
      '/album/9/m83/hurry-up-were-dreaming',
    );
    expect(trackLink({ id: 12, name: 'Midnight City (Remix)' })).toBe('/track/12/midnight-city-remix');
  });

  it('gives a name without letters or digits a readable segment', () => {
    expect(trackLink({ id: 3, name: '?!' })).toBe('/track/3/track');
    expect(albumLink({ id: 3, name: '...' }, undefined)).toBe('/album/3/artist/album');
  });

  it('adds /embed to the embeddable players', () => {
    expect(trackEmbedLink({ id: 12, name: 'Intro' })).toBe('/track/12/intro/embed');
    expect(albumEmbedLink({ id: 9, name: 'Blue Hour' }, 'Nora Vale')).toBe(
      '/album/9/nora-vale/blue-hour/embed',
    );
  });

  it('keeps a tag as it is spelled, with its sub-pages', () => {
    expect(tagLink('lo-fi hip hop')).toBe('/tag/lo-fi%20hip%20hop');
    expect(tagLink('jazz', 'albums')).toBe('/tag/jazz/albums');
  });

  it('seeds a radio by type, id and name', () => {
    expect(radioLink('artist', { id: 4, name: 'Nora Vale' })).toBe('/radio/artist/4/nora-vale');
  });

  it('names a channel by slug or id, with a restriction', () => {
    expect(channelLink('new-releases')).toBe('/channel/new-releases');
    expect(channelLink(3, 'jazz')).toBe('/channel/3/jazz');
  });

  it('resolves a path against the site origin', () => {
    expect(absoluteLink('/track/1/intro', 'https://tonearm.example')).toBe(
      'https://tonearm.example/track/1/intro',
    );
  });

  it('opens the lyrics of the playing track, or of a given one', () => {
    expect(lyricsLink()).toBe('/lyrics');
    expect(lyricsLink(12)).toBe('/lyrics?track=12');
  });
});
