import { isHttpError } from '@tonearm/client';
import type { CatalogueImport, CatalogueImportPublishBody } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback, useRef, useState } from 'react';
import { useCatalogueEndpoints } from '../../catalogue-editors/catalogue-endpoints';
import { trackFormValues, trackPayload } from '../../catalogue-import/import-form';
import { useAudioUploadQueue } from '../../catalogue-import/use-audio-upload-queue';
import type { AlbumTrackValue } from './album-form';

/** One file on its way into the album: sent, read by the server, published into the album, or refused. */
export type AlbumUpload =
  | { key: string; fileName: string; stage: 'uploading' | 'reading' | 'adding' }
  | { key: string; fileName: string; stage: 'failed'; message: string | null };

/**
 * The publish of one read file into the stored album. Only the file's own artist tag credits it: a file without
 * one takes the album's artists on the server.
 */
export function albumUploadBody(albumId: number, imported: CatalogueImport): CatalogueImportPublishBody {
  return {
    tracks: [
      { ...trackPayload(imported.id, trackFormValues(imported), true), artists: imported.proposal.artists },
    ],
    album_id: albumId,
  };
}

/** Resolves once with the file's import, or `null` when its upload or reading failed. */
interface ReadTurn {
  promise: Promise<CatalogueImport | null>;
  settle: (imported: CatalogueImport | null) => void;
}

function readTurn(): ReadTurn {
  let settle: ReadTurn['settle'] = () => undefined;
  const promise = new Promise<CatalogueImport | null>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/**
 * Uploads chosen audio files into a stored album through the upload screen's path (the upload engine, the
 * server's tag reading, its publish with `album_id`). Files upload side by side, but each is published only after
 * the ones chosen before it, so the album gets them in the order they were chosen. `onAdded` receives each track
 * as it joins the album; a file that fails keeps its row with the server's message.
 */
export function useAlbumTrackUploads(albumId: number | null, onAdded: (track: AlbumTrackValue) => void) {
  const http = useHttpClient();
  const endpoints = useCatalogueEndpoints();
  const { upload, percentageOf } = useAudioUploadQueue();
  const [uploads, setUploads] = useState<AlbumUpload[]>([]);
  const [added, setAdded] = useState(0);
  const turns = useRef(new Map<string, ReadTurn>());
  const names = useRef(new Map<string, string>());
  const publishing = useRef<Promise<void>>(Promise.resolve());
  const latestOnAdded = useRef(onAdded);
  latestOnAdded.current = onAdded;

  const turnOf = useCallback((key: string) => {
    let turn = turns.current.get(key);
    if (!turn) {
      turn = readTurn();
      turns.current.set(key, turn);
    }
    return turn;
  }, []);

  const change = useCallback((key: string, next: AlbumUpload) => {
    setUploads((current) => current.map((item) => (item.key === key ? next : item)));
  }, []);

  const fail = useCallback(
    (key: string, fileName: string, error: unknown) =>
      change(key, { key, fileName, stage: 'failed', message: isHttpError(error) ? error.message : null }),
    [change],
  );

  const publishInTurn = useCallback(
    (key: string, fileName: string) => {
      if (albumId === null) return;
      publishing.current = publishing.current.then(async () => {
        const imported = await turnOf(key).promise;
        turns.current.delete(key);
        if (!imported) return;
        change(key, { key, fileName, stage: 'adding' });
        try {
          const answer = await endpoints.publishImports(http, albumUploadBody(albumId, imported));
          const track = answer.tracks[0];
          setUploads((current) => current.filter((item) => item.key !== key));
          if (track) {
            setAdded((count) => count + 1);
            latestOnAdded.current({ id: track.id, name: track.name, duration: track.duration });
          }
        } catch (error) {
          fail(key, fileName, error);
          // Refused for this album (the same audio again, say): the read file is of no further use.
          void endpoints.discardImports(http, [imported.id]).catch(() => undefined);
        }
      });
    },
    [albumId, change, endpoints, fail, http, turnOf],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (albumId === null || files.length === 0) return;
      setAdded(0);
      void upload(files, {
        onQueued: (key, file) => {
          names.current.set(key, file.name);
          setUploads((current) =>
            current.some((item) => item.key === key)
              ? current
              : [...current, { key, fileName: file.name, stage: 'uploading' }],
          );
          publishInTurn(key, file.name);
        },
        onFailed: (key, message) => {
          turnOf(key).settle(null);
          setUploads((current) =>
            current.map((item) =>
              item.key === key ? { key, fileName: item.fileName, stage: 'failed', message } : item,
            ),
          );
        },
        onStored: (key, entry) => {
          const fileName = names.current.get(key) ?? entry.name ?? '';
          change(key, { key, fileName, stage: 'reading' });
          endpoints.readImport(http, entry.id).then(
            (imported) => turnOf(key).settle(imported),
            (error: unknown) => {
              turnOf(key).settle(null);
              fail(key, fileName, error);
            },
          );
        },
      });
    },
    [albumId, upload, publishInTurn, turnOf, change, endpoints, http, fail],
  );

  const dismiss = useCallback((key: string) => {
    setUploads((current) => current.filter((item) => item.key !== key));
  }, []);

  const busy = uploads.some((item) => item.stage !== 'failed');
  return { uploads, added, busy, percentageOf, addFiles, dismiss };
}

export type AlbumTrackUploads = ReturnType<typeof useAlbumTrackUploads>;
