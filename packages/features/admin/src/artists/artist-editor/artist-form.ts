import type { AdminArtist, AdminArtistPayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';

/** What the artist form holds. */
export interface ArtistFormValues {
  name: string;
  image: string | null;
  verified: boolean;
  links: { title: string; url: string }[];
  bio: string;
  city: string;
  country: string;
  /** Addresses of the pictures the artist's page shows, in order. */
  profile_images: string[];
}

const artistFormSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', { message: 'The name field is required.' }),
    z.maxLength(255, 'The name may be at most 255 characters.'),
  ),
  links: z
    .array(
      z.object({
        title: z
          .string()
          .check(z.refine((title) => title.trim() !== '', { message: 'Give the link a title.' })),
        url: z.string().check(
          z.refine((url) => /^https?:\/\/\S+$/.test(url.trim()), {
            message: 'Give an address starting with https://.',
          }),
        ),
      }),
    )
    .check(z.maxLength(20, 'An artist has at most 20 links.')),
  bio: z.string().check(z.maxLength(5000, 'The biography may be at most 5000 characters.')),
  city: z.string().check(z.maxLength(100, 'The city may be at most 100 characters.')),
  country: z.string().check(z.maxLength(100, 'The country may be at most 100 characters.')),
});

/** Checks the form before it is sent, in the interface's language. */
export const artistFormResolver = (translate: (message: string) => string): Resolver<ArtistFormValues> =>
  translatedZodResolver<ArtistFormValues>(artistFormSchema, translate);

/** The form's values for a stored artist. */
export function artistFormValues(artist: AdminArtist | null): ArtistFormValues {
  if (!artist) {
    return {
      name: '',
      image: null,
      verified: false,
      links: [],
      bio: '',
      city: '',
      country: '',
      profile_images: [],
    };
  }
  return {
    name: artist.name,
    image: artist.image,
    verified: artist.verified,
    links: artist.links.map(({ title, url }) => ({ title, url })),
    bio: artist.bio ?? '',
    city: artist.city ?? '',
    country: artist.country ?? '',
    profile_images: artist.profile_images,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What `PUT admin/artists/{id}` is sent for the form's values. */
export function artistPayload(values: ArtistFormValues): AdminArtistPayload {
  return {
    name: values.name.trim(),
    image: values.image,
    verified: values.verified,
    links: values.links.map((link) => ({ title: link.title.trim(), url: link.url.trim() })),
    bio: values.bio.trim() === '' ? null : values.bio,
    city: orNull(values.city),
    country: orNull(values.country),
    profile_images: values.profile_images,
  };
}
