import { type ProfileLinkSubject, slugify, userProfileLink } from '@tonearm/client/rules';

// The catalogue's address forms (doc 001 §2); the catalogue feature builds the same ones for its own pages.
const segment = (name: string, fallback: string) => slugify(name) || fallback;

/** `/track/{id}/{name}`. */
export const trackHref = (track: { id: number; name: string }) =>
  `/track/${track.id}/${segment(track.name, 'track')}`;

/** `/artist/{id}/{name}`. */
export const artistHref = (artist: { id: number; name: string }) =>
  `/artist/${artist.id}/${segment(artist.name, 'artist')}`;

/** `/album/{id}/{artist name}/{name}`, the artist being the album's first. */
export const albumHref = (album: { id: number; name: string; artists: { name: string }[] }) =>
  `/album/${album.id}/${segment(album.artists[0]?.name ?? '', 'artist')}/${segment(album.name, 'album')}`;

/** `/user/{id}/{name}`. */
export const listenerHref = (listener: ProfileLinkSubject) => userProfileLink(listener);
