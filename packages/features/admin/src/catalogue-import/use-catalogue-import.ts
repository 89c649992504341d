import { isHttpError, isValidationError } from '@tonearm/client';
import type { CatalogueImport, CatalogueImportPublishResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCatalogueEndpoints } from '../catalogue-editors/catalogue-endpoints';
import {
  type AlbumFormValues,
  albumFormValues,
  albumTrackOrder,
  publishBody,
  type TrackFormValues,
  trackFormValues,
} from './import-form';
import { useAudioUploadQueue } from './use-audio-upload-queue';

/** One dropped file on its way from the browser to a published track. */
export type ImportFile =
  | { key: string; fileName: string; stage: 'uploading' }
  | { key: string; fileName: string; stage: 'reading' }
  | { key: string; fileName: string; stage: 'refused'; message: string }
  | { key: string; fileName: string; stage: 'failed'; message: string | null }
  | { key: string; fileName: string; stage: 'ready'; imported: CatalogueImport; values: TrackFormValues };

export type ReadyImportFile = Extract<ImportFile, { stage: 'ready' }>;

const readyFile = (key: string, fileName: string, imported: CatalogueImport): ReadyImportFile => ({
  key,
  fileName,
  stage: 'ready',
  imported,
  values: trackFormValues(imported),
});

/** Puts a file read by the server in place of `key`, dropping any other entry for the same import. */
const withReady = (files: readonly ImportFile[], key: string, imported: CatalogueImport) =>
  files
    .filter((file) => file.key === key || file.stage !== 'ready' || file.imported.id !== imported.id)
    .map((file) => (file.key === key ? readyFile(key, file.fileName, imported) : file));

/** Field errors of the last publish, by the form's field: `<file key>.<field>` or `album.<field>`. */
export type PublishErrors = Record<string, string>;

/** Maps the server's `tracks.N.field` and `album.field` to the forms' keys. */
function publishErrors(
  errors: Readonly<Record<string, string | readonly string[]>>,
  order: readonly ReadyImportFile[],
): PublishErrors {
  const mapped: PublishErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = typeof messages === 'string' ? messages : (messages[0] ?? '');
    const track = /^tracks\.(\d+)\.([a-z_]+)/.exec(field);
    const file = track ? order[Number(track[1])] : undefined;
    // `album.artists.1` (one refused name) shows on the album's artists field.
    const albumField = /^album\.([a-z_]+)/.exec(field);
    if (track && file) mapped[`${file.key}.${track[2]}`] = message;
    else if (albumField) mapped[`album.${albumField[1]}`] = message;
    else mapped[field] = message;
  }
  return mapped;
}

/**
 * The upload screen's state: files dropped, uploaded through the engine, read by the server, reviewed in a form
 * each (or one album form), then published or discarded.
 */
export function useCatalogueImport({ makeAlbum: startAsAlbum = false }: { makeAlbum?: boolean } = {}) {
  const http = useHttpClient();
  const endpoints = useCatalogueEndpoints();
  const { upload, percentageOf } = useAudioUploadQueue();
  const [files, setFiles] = useState<ImportFile[]>([]);
  const [makeAlbum, setMakeAlbumState] = useState(startAsAlbum);
  const [album, setAlbum] = useState<AlbumFormValues>({ name: '', artists: '', year: '', genres: '' });
  const [errors, setErrors] = useState<PublishErrors>({});
  const [publishError, setPublishError] = useState<string | null>(null);
  const [isPublishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<CatalogueImportPublishResponse | null>(null);

  const change = useCallback((key: string, next: (file: ImportFile) => ImportFile) => {
    setFiles((current) => current.map((file) => (file.key === key ? next(file) : file)));
  }, []);

  const addFiles = useCallback(
    (dropped: readonly File[]) => {
      setPublished(null);
      void upload(dropped, {
        onQueued: (key, file) =>
          setFiles((current) => [...current, { key, fileName: file.name, stage: 'uploading' }]),
        onFailed: (key, message) =>
          change(key, (file) => ({ key, fileName: file.fileName, stage: 'failed', message })),
        onStored: (key, entry) => {
          change(key, (file) => ({ key, fileName: file.fileName, stage: 'reading' }));
          endpoints.readImport(http, entry.id).then(
            (imported) => setFiles((current) => withReady(current, key, imported)),
            (error: unknown) => {
              const message = isHttpError(error) ? error.message : null;
              change(key, (file) =>
                isValidationError(error)
                  ? { key, fileName: file.fileName, stage: 'refused', message: message ?? '' }
                  : { key, fileName: file.fileName, stage: 'failed', message },
              );
            },
          );
        },
      });
    },
    [upload, http, change, endpoints],
  );

  // Files read before a reload or in another tab wait on the server: they come back for review.
  useEffect(() => {
    let live = true;
    endpoints.listImports(http).then(
      ({ imports }) => {
        if (!live) return;
        setFiles((current) => [
          ...imports
            .filter(
              (found) => !current.some((file) => file.stage === 'ready' && file.imported.id === found.id),
            )
            .map((found) => readyFile(`import-${found.id}`, found.file_name, found)),
          ...current,
        ]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http, endpoints]);

  const ready = useMemo(
    () => files.filter((file): file is ReadyImportFile => file.stage === 'ready'),
    [files],
  );

  const setMakeAlbum = useCallback(
    (on: boolean) => {
      setMakeAlbumState(on);
      if (on && album.name === '') setAlbum(albumFormValues(ready.map((file) => file.imported)));
    },
    [album.name, ready],
  );

  const setTrack = useCallback(
    (key: string, values: TrackFormValues) =>
      change(key, (file) => (file.stage === 'ready' ? { ...file, values } : file)),
    [change],
  );

  const dismiss = useCallback(
    (key: string) => {
      const file = files.find((candidate) => candidate.key === key);
      setFiles((current) => current.filter((candidate) => candidate.key !== key));
      if (file?.stage === 'ready')
        void endpoints.discardImports(http, [file.imported.id]).catch(() => undefined);
    },
    [files, http, endpoints],
  );

  const order = useMemo(() => (makeAlbum ? albumTrackOrder(ready) : ready), [makeAlbum, ready]);

  const publish = useCallback(async () => {
    if (order.length === 0) return;
    setPublishing(true);
    setErrors({});
    setPublishError(null);
    try {
      const answer = await endpoints.publishImports(
        http,
        publishBody(
          order.map((file) => ({ importId: file.imported.id, values: file.values })),
          makeAlbum ? album : null,
        ),
      );
      const done = new Set(order.map((file) => file.key));
      setFiles((current) => current.filter((file) => !done.has(file.key)));
      setPublished(answer);
    } catch (error) {
      if (isValidationError(error)) setErrors(publishErrors(error.errors, order));
      setPublishError(isHttpError(error) ? error.message : null);
      if (!isHttpError(error)) throw error;
    } finally {
      setPublishing(false);
    }
  }, [http, order, makeAlbum, album, endpoints]);

  return {
    files,
    order,
    percentageOf,
    addFiles,
    setTrack,
    dismiss,
    makeAlbum,
    setMakeAlbum,
    album,
    setAlbum,
    publish,
    isPublishing,
    errors,
    publishError,
    published,
  };
}

export type CatalogueImportState = ReturnType<typeof useCatalogueImport>;
