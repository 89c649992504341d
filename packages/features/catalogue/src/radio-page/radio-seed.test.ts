import { describe, expect, it } from 'vitest';
import { storyTrack } from '../storybook/catalogue-story-data';
import { storyArtist } from '../storybook/library-story-data';
import { radioQueueId, radioSeedOf, radioSeedView } from './radio-seed';

describe('radio seeds', () => {
  it('reads an artist, track or genre seed from the address', () => {
    expect(radioSeedOf('artist', '4')).toEqual({ type: 'artist', id: 4 });
    expect(radioSeedOf('track', '100')).toEqual({ type: 'track', id: 100 });
    expect(radioSeedOf('genre', '2')).toEqual({ type: 'genre', id: 2 });
  });

  it('names no seed for another type or an id that is not a positive whole number', () => {
    expect(radioSeedOf('album', '4')).toBeNull();
    expect(radioSeedOf('artist', 'abc')).toBeNull();
    expect(radioSeedOf('artist', '0')).toBeNull();
    expect(radioSeedOf('artist', '4.5')).toBeNull();
    expect(radioSeedOf(undefined, undefined)).toBeNull();
  });

  it('plays as a queue named after its seed', () => {
    expect(radioQueueId('track', 7)).toBe('radio.track.7');
  });

  it("links an artist or track seed to its page, and shows a genre's display name", () => {
    expect(radioSeedView(storyArtist(3, 'Nora Vale'))).toMatchObject({
      name: 'Nora Vale',
      link: '/artist/3/nora-vale',
    });
    expect(radioSeedView(storyTrack(0))).toMatchObject({ name: 'Blue Hour', link: '/track/100/blue-hour' });
    expect(
      radioSeedView({
        id: 2,
        model_type: 'genre',
        name: 'synth-pop',
        display_name: 'Synth pop',
        image: null,
      }),
    ).toEqual({ name: 'Synth pop', image: null, link: null });
  });
});
