import type { CatalogueImportPublishBody, CatalogueImportPublishResponse } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { storyImport } from '../../../catalogue-import/storybook/import-story-server';

/** How the story's server treats one dropped file, by its name. */
export interface StoryAlbumFile {
  /** The title its tags give. */
  title: string;
  /** Milliseconds before its tags are read, to finish out of the order chosen. @default 0 */
  readAfter?: number;
  /** Refused when read: the server's 422 message. */
  unreadable?: string;
  /** Refused when published into the album: the server's 422 message. */
  refusedInAlbum?: string;
  /** Whether its tags name no artist. @default false */
  untagged?: boolean;
}

const ALBUM_ARTIST = {
  id: 1,
  model_type: 'artist' as const,
  name: 'Neon Harbor',
  verified: true,
  image: null,
};
const OWN_ARTIST = { id: 3, model_type: 'artist' as const, name: 'Ana Lux', verified: false, image: null };

/** Where the album's uploads are read and published, and the artist a file's tags credit. */
export interface AlbumUploadCalls {
  /** The import calls' path pattern: the admin's, or the backstage workspace's. */
  importPath: string;
  /** The artist the tags of a file name, and the published track credits. */
  taggedArtist: typeof OWN_ARTIST;
}

const ADMIN_CALLS: AlbumUploadCalls = {
  importPath: '*/api/v1/admin/catalogue-import',
  taggedArtist: OWN_ARTIST,
};

/**
 * The upload path into album 21 as the server answers it: `POST file-entries`, `POST …/files` and `POST …/publish`
 * with `album_id` (the admin's calls unless `calls` names the workspace's), each answering per file name, plus the
 * discard of a refused file. `published` records every publish body, in the order they came; `reset` empties it
 * between runs of a story.
 */
export function albumUploadServer(
  files: Record<string, StoryAlbumFile>,
  { importPath, taggedArtist }: AlbumUploadCalls = ADMIN_CALLS,
) {
  let entryId = 300;
  let importId = 70;
  let trackId = 800;
  const names = new Map<number, string>();
  const byImport = new Map<number, string>();
  const published: CatalogueImportPublishBody[] = [];
  const handlers = [
    http.post('*/api/v1/file-entries', async ({ request }) => {
      const file = (await request.formData()).get('file');
      entryId += 1;
      const name = file instanceof File ? file.name : 'file';
      names.set(entryId, name);
      return HttpResponse.json(
        {
          fileEntry: {
            id: entryId,
            name,
            file_name: `stored${entryId}`,
            url: `api/v1/file-entries/${entryId}`,
            file_size: 64,
            mime: 'audio/mpeg',
            extension: 'mp3',
            path: String(entryId),
            type: 'audio',
            updated_at: '2026-11-26T10:00:00.000000Z',
          },
        },
        { status: 201 },
      );
    }),
    http.post(`${importPath}/files`, async ({ request }) => {
      const { file_entry_id } = (await request.json()) as { file_entry_id: number };
      const name = names.get(file_entry_id) ?? '';
      const file = files[name];
      if (!file) return HttpResponse.json({ message: `No story file ${name}.` }, { status: 500 });
      if (file.readAfter) await delay(file.readAfter);
      if (file.unreadable) {
        return HttpResponse.json(
          { message: file.unreadable, errors: { file_entry_id: [file.unreadable] } },
          { status: 422 },
        );
      }
      importId += 1;
      byImport.set(importId, name);
      const found = storyImport(importId, name, {
        name: file.title,
        artists: file.untagged ? [] : [taggedArtist.name],
        album_artist: null,
      });
      return HttpResponse.json({ import: found }, { status: 201 });
    }),
    http.post(`${importPath}/publish`, async ({ request }) => {
      const body = (await request.json()) as CatalogueImportPublishBody;
      published.push(body);
      const [sent] = body.tracks;
      const file = files[byImport.get(sent?.import_id ?? 0) ?? ''];
      if (!sent || body.album_id !== 21) {
        return HttpResponse.json({ message: 'Unexpected publish.' }, { status: 500 });
      }
      if (file?.refusedInAlbum) {
        return HttpResponse.json(
          { message: file.refusedInAlbum, errors: { 'tracks.0.import_id': [file.refusedInAlbum] } },
          { status: 422 },
        );
      }
      trackId += 1;
      const answer: CatalogueImportPublishResponse = {
        tracks: [
          {
            id: trackId,
            model_type: 'track',
            name: sent.name,
            number: 3 + published.length,
            duration: 185_000,
            src: `/api/v1/tracks/${trackId}/stream`,
            image: null,
            artists: [sent.artists.length === 0 ? ALBUM_ARTIST : taggedArtist],
            album: null,
            album_id: 21,
            plays: 0,
            has_lyrics: false,
            created_at: '2026-11-26T10:00:00.000000Z',
          },
        ],
        albums: [],
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.post(`${importPath}/discard`, async ({ request }) => {
      const { import_ids } = (await request.json()) as { import_ids: number[] };
      return HttpResponse.json({ discarded: import_ids.length });
    }),
  ];
  return {
    handlers,
    published,
    reset: () => {
      published.length = 0;
    },
  };
}
