import type {
  CatalogueImport,
  CatalogueImportPublishBody,
  ImportAlbumPayload,
  ImportTrackPayload,
} from '@tonearm/client/contract';

/** The track form of one file, as the admin edits it: lists as comma-separated text, numbers as text. */
export interface TrackFormValues {
  name: string;
  artists: string;
  album: string;
  number: string;
  disc_number: string;
  genres: string;
  year: string;
  lyrics: string;
  lyrics_synced: boolean;
}

/** The album form shown when "Make an album from these files" is on. */
export interface AlbumFormValues {
  name: string;
  artists: string;
  year: string;
  genres: string;
}

/** "A, B ,, C" as ["A", "B", "C"]. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const numberOrNull = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's first values: what the server read from the file's tags. */
export function trackFormValues(found: CatalogueImport): TrackFormValues {
  const { proposal } = found;
  return {
    name: proposal.name,
    artists: (proposal.artists.length > 0
      ? proposal.artists
      : proposal.album_artist
        ? [proposal.album_artist]
        : []
    ).join(', '),
    album: proposal.album ?? '',
    number: text(proposal.number),
    disc_number: text(proposal.disc_number),
    genres: proposal.genres.join(', '),
    year: text(proposal.year),
    lyrics: proposal.lyrics ?? '',
    lyrics_synced: proposal.lyrics_synced,
  };
}

const mostCommon = (values: readonly (string | null)[]): string => {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

/** The album form's first values: the album, album artist, year and genre most of the files name. */
export function albumFormValues(imports: readonly CatalogueImport[]): AlbumFormValues {
  const proposals = imports.map((found) => found.proposal);
  return {
    name: mostCommon(proposals.map((proposal) => proposal.album)),
    artists: mostCommon(proposals.map((proposal) => proposal.album_artist ?? proposal.artists[0] ?? null)),
    year: mostCommon(proposals.map((proposal) => text(proposal.year) || null)),
    genres: mostCommon(proposals.map((proposal) => proposal.genres[0] ?? null)),
  };
}

/** One file's track as `POST admin/catalogue-import/publish` takes it. */
export function trackPayload(
  importId: number,
  values: TrackFormValues,
  inAlbum: boolean,
): ImportTrackPayload {
  return {
    import_id: importId,
    name: values.name.trim(),
    artists: splitList(values.artists),
    album: inAlbum ? null : values.album.trim() || null,
    number: numberOrNull(values.number),
    disc_number: numberOrNull(values.disc_number),
    genres: splitList(values.genres),
    year: numberOrNull(values.year),
    lyrics: values.lyrics.trim() || null,
    lyrics_synced: values.lyrics_synced,
  };
}

function albumPayload(values: AlbumFormValues): ImportAlbumPayload {
  return {
    name: values.name.trim(),
    artists: splitList(values.artists),
    year: numberOrNull(values.year),
    genres: splitList(values.genres),
  };
}

/** The publish call's body for the files ready for review. */
export function publishBody(
  tracks: readonly { importId: number; values: TrackFormValues }[],
  album: AlbumFormValues | null,
): CatalogueImportPublishBody {
  return {
    tracks: tracks.map((track) => trackPayload(track.importId, track.values, album !== null)),
    album: album ? albumPayload(album) : null,
  };
}

/** Files in the order an album will list them: disc, then track number, then the order they came in. */
export function albumTrackOrder<T extends { values: TrackFormValues }>(items: readonly T[]): T[] {
  const key = (value: string) => numberOrNull(value) ?? Number.MAX_SAFE_INTEGER;
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (numberOrNull(a.item.values.disc_number) ?? 1) - (numberOrNull(b.item.values.disc_number) ?? 1) ||
        key(a.item.values.number) - key(b.item.values.number) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}
