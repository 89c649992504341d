import type {
  AdminAlbum,
  AdminAlbumPayload,
  AdminAlbumRow,
  AdminArtist,
  AdminArtistPayload,
  AdminArtistRow,
  AdminTrack,
  AdminTrackPayload,
  AdminTrackRow,
  ArtistSummary,
} from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';

const credit = (id: number, name: string, verified = false): ArtistSummary => ({
  id,
  model_type: 'artist',
  name,
  verified,
  image: null,
});
const NEON = credit(1, 'Neon Harbor', true);
const JUNO = credit(2, 'Juno Vale');
const stamps = { created_at: '2026-03-14T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

// A 1×1 coloured square, so rows show artwork without a network request.
const ART =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23406080"/%3E%3C/svg%3E';

/** Tracks as `GET admin/tracks` lists them. */
export const STORY_TRACKS: AdminTrackRow[] = [
  {
    id: 11,
    name: 'Harbor Lights',
    image: ART,
    artists: [NEON, JUNO],
    album: { id: 21, name: 'Tidal Memory' },
    duration: 214_000,
    plays: 12_408,
    lyric_id: 5,
    ...stamps,
  },
  {
    id: 12,
    name: 'Low Tide',
    image: ART,
    artists: [NEON],
    album: { id: 21, name: 'Tidal Memory' },
    duration: 187_500,
    plays: 3_120,
    lyric_id: null,
    ...stamps,
  },
  {
    id: 13,
    name: 'Paper Boats',
    image: null,
    artists: [JUNO],
    album: null,
    duration: 161_000,
    plays: 88,
    lyric_id: null,
    ...stamps,
  },
];

/** Albums as `GET admin/albums` lists them. */
export const STORY_ALBUMS: AdminAlbumRow[] = [
  {
    id: 21,
    name: 'Tidal Memory',
    image: ART,
    artists: [NEON],
    release_date: '2026-03-14',
    tracks_count: 2,
    plays: 15_528,
    ...stamps,
  },
  {
    id: 22,
    name: 'Quiet Fields',
    image: null,
    artists: [JUNO],
    release_date: null,
    tracks_count: 0,
    plays: 0,
    ...stamps,
  },
];

/** Artists as `GET admin/artists` lists them. */
export const STORY_ARTISTS: AdminArtistRow[] = [
  { id: 1, name: 'Neon Harbor', image: ART, verified: true, albums_count: 1, plays: 15_528, ...stamps },
  { id: 2, name: 'Juno Vale', image: null, verified: false, albums_count: 1, plays: 12_496, ...stamps },
];

/** The files the server names for a deletion in the stories. */
export const STORY_DELETION_FILES = ['storage/albums/tidal-memory.jpg', 'uploads/harbor-lights.flac'];

const page = <Row>(data: Row[]) =>
  HttpResponse.json({
    pagination: {
      data,
      from: data.length === 0 ? null : 1,
      to: data.length === 0 ? null : data.length,
      total: data.length,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    },
  });

/**
 * `GET admin/{section}`: `rows` whose name holds the search, narrowed by the boolean filters the rows carry
 * (`verified`) and by the artist filter.
 */
export const catalogueListed = <Row extends { name: string }>(section: string, rows: Row[]) =>
  http.get(`*/api/v1/admin/${section}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const filters = decodeListFilters(params.get('filters') ?? '');
    return page(
      rows.filter(
        (row) =>
          row.name.toLowerCase().includes(query) &&
          filters.every((filter) => {
            const record = row as Record<string, unknown>;
            if (filter.key === 'artist' && Array.isArray(record.artists)) {
              return (record.artists as ArtistSummary[]).some((artist) => artist.id === filter.value);
            }
            return !(filter.key in record) || record[filter.key] === filter.value;
          }),
      ),
    );
  });

/** `GET admin/artists/{id}`: an artist as a bookmarked artist filter names it. */
export const storyArtistAnswered = http.get('*/api/v1/admin/artists/:id', ({ params }) => {
  const artist = STORY_ARTISTS.find((row) => String(row.id) === params.id);
  return artist
    ? HttpResponse.json({ artist })
    : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
});

/** `GET admin/{section}/{ids}/files`: the files a deletion removes. */
export const deletionFilesAnswered = (section: string, files: string[] = STORY_DELETION_FILES) =>
  http.get(`*/api/v1/admin/${section}/:ids/files`, () => HttpResponse.json({ files }));

/** `DELETE admin/{section}/{ids}`: done. */
export const catalogueDeleted = (section: string) =>
  overridden('DELETE', `*/api/v1/admin/${section}/:ids`, () => HttpResponse.json({ status: 'success' }));

/** Harbor Lights as its form reads it. */
export const STORY_TRACK: AdminTrack = {
  ...(STORY_TRACKS[0] as AdminTrackRow),
  own_image: null,
  src: '/api/v1/tracks/11/stream',
  genres: ['Synthwave'],
  tags: ['Night drive'],
  description: null,
  lyrics: '[00:01.00]Harbor lights',
  release_date: '2026-03-14',
};

/** `GET admin/tracks/11`. */
export const storyTrackAnswered = http.get('*/api/v1/admin/tracks/11', () =>
  HttpResponse.json({ track: STORY_TRACK }),
);

/** `PUT admin/tracks/11`: saves what was sent, as the server answers it. */
export const storyTrackSaved = overridden('PUT', '*/api/v1/admin/tracks/11', async ({ request }) => {
  const body = (await request.json()) as AdminTrackPayload;
  return HttpResponse.json({ track: { ...STORY_TRACK, name: body.name, tags: body.tags } });
});

/** `PUT admin/tracks/11`: refused, naming the second artist. */
export const storyTrackRefused = overridden('PUT', '*/api/v1/admin/tracks/11', () => {
  const message = 'The selected artist is invalid.';
  return HttpResponse.json({ message, errors: { 'artist_ids.1': [message] } }, { status: 422 });
});

/** Tidal Memory as its form reads it, with three tracks. */
export const STORY_ALBUM: AdminAlbum = {
  ...(STORY_ALBUMS[0] as AdminAlbumRow),
  genres: ['Synthwave'],
  tags: [],
  tracks: [
    { id: 11, name: 'Harbor Lights', duration: 214_000, plays: 12_408 },
    { id: 12, name: 'Low Tide', duration: 187_500, plays: 3_120 },
    { id: 14, name: 'Undertow', duration: 201_000, plays: 0 },
  ],
};

/** `GET admin/albums/21`. */
export const storyAlbumAnswered = http.get('*/api/v1/admin/albums/21', () =>
  HttpResponse.json({ album: STORY_ALBUM }),
);

/** `PUT admin/albums/21`: the tracks in the order sent, as the server answers it. */
export const storyAlbumSaved = overridden('PUT', '*/api/v1/admin/albums/21', async ({ request }) => {
  const body = (await request.json()) as AdminAlbumPayload;
  const tracks = body.track_ids.flatMap((id) => STORY_ALBUM.tracks.filter((track) => track.id === id));
  return HttpResponse.json({ album: { ...STORY_ALBUM, name: body.name, tracks } });
});

/** Neon Harbor as its form reads it. */
export const STORY_ARTIST: AdminArtist = {
  ...(STORY_ARTISTS[0] as AdminArtistRow),
  links: [{ title: 'Website', url: 'https://neonharbor.example' }],
  bio: 'Analogue synths from the docks.',
  city: 'Rotterdam',
  country: 'Netherlands',
  profile_images: [ART],
  albums: [{ id: 21, name: 'Tidal Memory', release_date: '2026-03-14', image: ART }],
};

/** `GET admin/artists/1` for the form. */
export const storyArtistFormAnswered = http.get('*/api/v1/admin/artists/1', () =>
  HttpResponse.json({ artist: STORY_ARTIST }),
);

/** `PUT admin/artists/1`: saves what was sent. */
export const storyArtistSaved = overridden('PUT', '*/api/v1/admin/artists/1', async ({ request }) => {
  const body = (await request.json()) as AdminArtistPayload;
  return HttpResponse.json({ artist: { ...STORY_ARTIST, ...body, image: body.image } });
});
