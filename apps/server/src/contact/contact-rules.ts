import {
  contactMessageSchema,
  importPlaylistRequestSchema,
  suggestArtistRequestSchema,
} from '@tonearm/client/contract';
import {
  isMusicServiceLink,
  isSpotifyPlaylistLink,
  PLAYLIST_LINK_MESSAGE,
  SUGGESTED_LINK_MESSAGE,
} from '@tonearm/client/rules';
import * as z from 'zod';

// The link rules live in the client so the forms refuse a link with the same words before sending it.
export { isMusicServiceLink, isSpotifyPlaylistLink, PLAYLIST_LINK_MESSAGE, SUGGESTED_LINK_MESSAGE };

// Limits the contract leaves open, so one message cannot fill the mailbox or the table.
const name = z.string().trim().max(255);
const email = z.email().max(255);
const message = z.string().trim().min(1).max(5000);
const link = z.string().trim().min(1).max(2048);

/** `POST contact-page` from the contact form. */
export const contactFormSchema = z.object({
  ...contactMessageSchema.shape,
  name: name.min(1),
  email,
  message,
});

/** `POST contact-page` from the suggest-artist form: the link must point at Spotify or YouTube. */
export const suggestArtistFormSchema = z
  .object({ ...suggestArtistRequestSchema.shape, name: name.min(1), email: email.optional(), link, message })
  .refine((body) => isMusicServiceLink(body.link), { path: ['link'], message: SUGGESTED_LINK_MESSAGE });

/** `POST contact-page` from the import-playlist form: the link must be a Spotify playlist. */
export const importPlaylistFormSchema = z
  .object({
    ...importPlaylistRequestSchema.shape,
    name: name.optional(),
    email,
    import_playlist_spotify: link,
    message,
  })
  .refine((body) => isSpotifyPlaylistLink(body.import_playlist_spotify), {
    path: ['import_playlist_spotify'],
    message: PLAYLIST_LINK_MESSAGE,
  });

export type ContactKind = 'contact' | 'suggest_artist' | 'import_playlist';

/** Which form sent the body: the field only that form sends decides, as in the client's calls. */
export function contactKindOf(body: unknown): ContactKind {
  if (typeof body !== 'object' || body === null) return 'contact';
  if ('import_playlist_spotify' in body) return 'import_playlist';
  if ('link' in body) return 'suggest_artist';
  return 'contact';
}
