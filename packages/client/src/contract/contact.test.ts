import { describe, expect, it } from 'vitest';
import {
  contactMessageSchema,
  contactPagePayloadSchema,
  importPlaylistPayloadSchema,
  suggestArtistPayloadSchema,
} from './contact';
import { issuePaths } from './fixtures/issue-paths';

const message = { name: 'Grace', email: 'grace@tonearm.example', message: 'Love the player.' };

describe('contactMessageSchema', () => {
  it('accepts a name, email and message', () => {
    expect(contactMessageSchema.parse(message)).toEqual(message);
  });

  it('rejects an address that is not an email', () => {
    expect(issuePaths(contactMessageSchema, { ...message, email: 'grace' })).toEqual(['email']);
  });

  it('rejects a blank message', () => {
    expect(issuePaths(contactMessageSchema, { ...message, message: '  ' })).toEqual(['message']);
  });
});

describe('suggestArtistPayloadSchema', () => {
  it('needs a name and a link; email and message are optional', () => {
    expect(
      suggestArtistPayloadSchema.safeParse({ name: 'Nils Frahm', link: 'https://open.spotify.com/x' })
        .success,
    ).toBe(true);
    expect(issuePaths(suggestArtistPayloadSchema, { name: 'Nils Frahm' })).toEqual(['link']);
  });
});

describe('importPlaylistPayloadSchema', () => {
  it('needs an email and a link', () => {
    expect(issuePaths(importPlaylistPayloadSchema, { link: 'https://open.spotify.com/playlist/1' })).toEqual([
      'email',
    ]);
  });
});

describe('contactPagePayloadSchema', () => {
  it('keeps the link of an artist suggestion', () => {
    const suggestion = {
      name: 'Nils Frahm',
      link: 'https://open.spotify.com/x',
      message: 'https://open.spotify.com/x',
    };
    expect(contactPagePayloadSchema.parse(suggestion)).toEqual(suggestion);
  });

  it('keeps the Spotify link of a playlist import', () => {
    const link = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
    const request = { email: 'grace@tonearm.example', import_playlist_spotify: link, message: link };
    expect(contactPagePayloadSchema.parse(request)).toEqual(request);
  });

  it('accepts a plain contact message', () => {
    expect(contactPagePayloadSchema.parse(message)).toEqual(message);
  });

  it('rejects a body without a message', () => {
    expect(
      contactPagePayloadSchema.safeParse({ name: 'Grace', email: 'grace@tonearm.example' }).success,
    ).toBe(false);
  });
});
