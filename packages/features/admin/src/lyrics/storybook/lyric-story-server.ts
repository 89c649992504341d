import type {
  AdminLyric,
  AdminLyricPayload,
  AdminLyricRow,
  AdminTrackChoice,
} from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { storyListParams, storyPagination, storyRefusal } from '../../genres/storybook/list-story-answers';
import { overridden } from '../../plans/storybook/plan-story-server';

const dates = { created_at: '2026-05-10T08:00:00.000Z', updated_at: '2026-11-22T16:20:00.000Z' };

/** Tracks of the demo catalogue as the admin's track picker offers them. */
export const STORY_TRACKS: AdminTrackChoice[] = [
  {
    id: 7,
    name: 'Harbour Lights',
    artist: { id: 3, name: 'The Tidewater' },
    image: null,
    src: '/api/v1/tracks/7/stream',
    duration: 214_000,
  },
  {
    id: 8,
    name: 'Paper Boats',
    artist: { id: 3, name: 'The Tidewater' },
    image: null,
    src: '/api/v1/tracks/8/stream',
    duration: 187_000,
  },
  { id: 9, name: 'Quiet Hours', artist: null, image: null, src: null, duration: 95_000 },
];

const track = (index: number) => STORY_TRACKS[index] as AdminTrackChoice;

/** Lyrics as `GET admin/lyrics` lists them: one synced, one plain. */
export const STORY_LYRICS: AdminLyric[] = [
  {
    id: 1,
    track: track(0),
    album: { id: 2, name: 'Low Tide' },
    is_synced: true,
    text: '[00:12.40]Lights along the harbour\n[00:18.05]Calling me back home',
    ...dates,
  },
  {
    id: 2,
    track: track(1),
    album: null,
    is_synced: false,
    text: 'Folded from the morning news\nSailing down the gutter',
    ...dates,
  },
];

const rowOf = ({ text: _text, ...row }: AdminLyric): AdminLyricRow => row;

/** `GET admin/lyrics`: the lyrics whose track's name holds the search, narrowed by the synced filter. */
export const lyricsListed = (rows: AdminLyric[] = STORY_LYRICS) =>
  http.get('*/api/v1/admin/lyrics', ({ request }) => {
    const { query, page, perPage, filters } = storyListParams(request.url);
    const synced = filters.find((filter) => filter.key === 'synced');
    const found = rows.filter(
      (row) =>
        row.track.name.toLowerCase().includes(query) &&
        (synced === undefined || row.is_synced === synced.value),
    );
    return HttpResponse.json({ pagination: storyPagination(found.map(rowOf), page, perPage) });
  });

// Lyrics the stories added, which the editor then opens.
const added = new Map<number, AdminLyric>();

/** `GET admin/lyrics/{id}`. */
export const lyricShown = http.get('*/api/v1/admin/lyrics/:id', ({ params }) => {
  const lyric = STORY_LYRICS.find((row) => row.id === Number(params.id)) ?? added.get(Number(params.id));
  return lyric ? HttpResponse.json({ lyric }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
});

/** `GET admin/track-picker`: the tracks whose name holds the search. */
export const tracksPicked = http.get('*/api/v1/admin/track-picker', ({ request }) => {
  const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
  return HttpResponse.json({ tracks: STORY_TRACKS.filter((row) => row.name.toLowerCase().includes(query)) });
});

/** `GET admin/track-picker/{id}`: one track, as the tracks list's Lyrics action names it. */
export const trackChosen = http.get('*/api/v1/admin/track-picker/:id', ({ params }) => {
  const chosen = STORY_TRACKS.find((row) => row.id === Number(params.id));
  return chosen
    ? HttpResponse.json({ track: chosen })
    : HttpResponse.json({ message: 'There is no such track.' }, { status: 404 });
});

// The server checks LRC line by line, naming the first line that does not start with a time stamp.
const refusal = (body: AdminLyricPayload) => {
  if (!body.is_synced) return null;
  const bad = body.text.split('\n').findIndex((line) => line.trim() !== '' && !/^\[\d/.test(line.trim()));
  return bad < 0
    ? null
    : storyRefusal('text', `Line ${bad + 1} has no time stamp such as [01:23.45] at its start.`);
};

const saved = (id: number, body: AdminLyricPayload) => ({
  lyric: {
    ...(STORY_LYRICS[0] as AdminLyric),
    id,
    track: STORY_TRACKS.find((row) => row.id === body.track_id) ?? track(0),
    text: body.text,
    is_synced: body.is_synced,
  },
});

/** `POST admin/lyrics`. */
export const lyricCreated = http.post('*/api/v1/admin/lyrics', async ({ request }) => {
  if (new URL(request.url).searchParams.has('_method')) return undefined;
  const body = (await request.json()) as AdminLyricPayload;
  const refused = refusal(body);
  if (refused) return HttpResponse.json(refused, { status: 422 });
  const answer = saved(9, body);
  added.set(9, answer.lyric);
  return HttpResponse.json(answer, { status: 201 });
});

/** `PUT admin/lyrics/{id}`. */
export const lyricSaved = overridden('PUT', '*/api/v1/admin/lyrics/:id', async ({ request, params }) => {
  const body = (await request.json()) as AdminLyricPayload;
  const refused = refusal(body);
  if (refused) return HttpResponse.json(refused, { status: 422 });
  return HttpResponse.json(saved(Number(params.id), body));
});

export const lyricsDeleted = overridden('DELETE', '*/api/v1/admin/lyrics/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);
