import { slugify } from '@tonearm/client/rules';

/** A name as a path segment (doc 001 §9 slugs); a name without letters or digits still gives a segment. */
export function slugSegment(name: string, fallback: string): string {
  return slugify(name) || fallback;
}

interface Named {
  id: number;
  name: string;
}

/** `/artist/{artistId}/{artistName}` (doc 001 §2). */
export function artistLink(artist: Named): string {
  return `/artist/${artist.id}/${slugSegment(artist.name, 'artist')}`;
}

/** `/album/{albumId}/{artistName}/{albumName}` (doc 001 §2); `artistName` is the album's first artist. */
export function albumLink(album: Named, artistName: string | undefined): string {
  return `/album/${album.id}/${slugSegment(artistName ?? '', 'artist')}/${slugSegment(album.name, 'album')}`;
}

/** `/playlist/{playlistId}/{playlistName}` (doc 001 §2). */
export function playlistLink(playlist: Named): string {
  return `/playlist/${playlist.id}/${slugSegment(playlist.name, 'playlist')}`;
}

/** `/track/{trackId}/{trackName}` (doc 001 §2). */
export function trackLink(track: Named): string {
  return `/track/${track.id}/${slugSegment(track.name, 'track')}`;
}

/** `/track/{trackId}/{trackName}/embed`: the framable compact player of one track. */
export function trackEmbedLink(track: Named): string {
  return `${trackLink(track)}/embed`;
}

/** `/album/{albumId}/{artistName}/{albumName}/embed`: the framable compact player of one album. */
export function albumEmbedLink(album: Named, artistName: string | undefined): string {
  return `${albumLink(album, artistName)}/embed`;
}

/** The sub-pages of a tag (doc 001 §2): its overview, its tracks and its albums. */
export type TagTab = 'tracks' | 'albums';

/** `/tag/{tagName}`, `/tag/{tagName}/tracks` or `/tag/{tagName}/albums`; the tag keeps its own spelling. */
export function tagLink(tagName: string, tab?: TagTab): string {
  const base = `/tag/${encodeURIComponent(tagName)}`;
  return tab ? `${base}/${tab}` : base;
}

/** What a radio is seeded with. */
export type RadioSeedType = 'artist' | 'track' | 'genre';

/** `/radio/{seedType}/{seedId}/{seedName}` (doc 001 §2). */
export function radioLink(seedType: RadioSeedType, seed: Named): string {
  return `/radio/${seedType}/${seed.id}/${slugSegment(seed.name, seedType)}`;
}

/**
 * `/lyrics` (doc 001 §2): the lyrics of the playing track; with a track id, that track's lyrics, read without
 * stopping what plays.
 */
export function lyricsLink(trackId?: number): string {
  return trackId === undefined ? '/lyrics' : `/lyrics?track=${trackId}`;
}

/** Where a track's audio file downloads from, while the site offers downloads. */
export function trackDownloadLink(trackId: number): string {
  return `/api/v1/tracks/${trackId}/download`;
}

/** `/channel/{slugOrId}`, with an optional `/{restriction}` (doc 001 §2). */
export function channelLink(slugOrId: string | number, restriction?: string): string {
  const base = `/channel/${encodeURIComponent(String(slugOrId))}`;
  return restriction ? `${base}/${encodeURIComponent(restriction)}` : base;
}

/** An app path as an absolute address on this site, for copying and sharing. */
export function absoluteLink(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
