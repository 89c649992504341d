import { describe, expect, it } from 'vitest';
import { artistPayload } from './artist-form';

describe('the artist form', () => {
  it('sends trimmed links and place, and empty text as null', () => {
    expect(
      artistPayload({
        name: ' Neon Harbor ',
        image: null,
        verified: true,
        links: [{ title: ' Website ', url: ' https://neonharbor.example ' }],
        bio: '  ',
        city: ' Rotterdam ',
        country: '',
        profile_images: ['/storage/files/a.jpg'],
      }),
    ).toEqual({
      name: 'Neon Harbor',
      image: null,
      verified: true,
      links: [{ title: 'Website', url: 'https://neonharbor.example' }],
      bio: null,
      city: 'Rotterdam',
      country: null,
      profile_images: ['/storage/files/a.jpg'],
    });
  });
});
