import { type CatalogueEndpoints, CatalogueImportPage } from '@tonearm/admin/catalogue-editors';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { WorkspacePage } from '../WorkspacePage';
import { WORKSPACE_ENDPOINTS } from '../workspace-endpoints';
import { UploadMinutesNotice } from './UploadMinutesNotice';
import { useUploadMinutes } from './use-upload-minutes';

export interface UploadPageProps {
  /**
   * What the artist came to make: any music (`/backstage/upload`), a track (`/backstage/tracks/new`) or an album
   * (`/backstage/albums/new`, with "make an album from these files" on). @default 'music'
   */
  making?: 'music' | 'track' | 'album';
  /** Reads a file's length before it is sent; the browser's audio element by default. */
  readDuration?: (file: File) => Promise<number | null>;
}

/**
 * The artist's upload: the admin's upload screen on the artist's own artists, with the minutes left; files that
 * would go over them are kept back before any byte is sent, with a link to the plans.
 */
export function UploadPage({ making = 'music', readDuration }: UploadPageProps) {
  const { trans } = useTrans();
  const quota = useUploadMinutes(readDuration);
  const title = { music: trans('Upload'), track: trans('New track'), album: trans('New album') }[making];
  const { reload } = quota;
  // Reading, publishing or discarding a file changes the minutes used: the notice follows each.
  const endpoints = useMemo<CatalogueEndpoints>(() => {
    const thenReload =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      (...args: A) =>
        call(...args).finally(reload);
    return {
      ...WORKSPACE_ENDPOINTS,
      readImport: thenReload(WORKSPACE_ENDPOINTS.readImport),
      publishImports: thenReload(WORKSPACE_ENDPOINTS.publishImports),
      discardImports: thenReload(WORKSPACE_ENDPOINTS.discardImports),
    };
  }, [reload]);
  return (
    <WorkspacePage contained={false} endpoints={endpoints}>
      <CatalogueImportPage
        title={title}
        makeAlbum={making === 'album'}
        admitFiles={quota.admitFiles}
        intro={
          <UploadMinutesNotice
            minutes={quota.minutes}
            refusal={quota.refusal}
            failed={quota.error !== undefined}
            onRetry={quota.reload}
          />
        }
      />
    </WorkspacePage>
  );
}

/** `/backstage/upload`. */
export const MusicUploadPage = () => <UploadPage making="music" />;
/** `/backstage/tracks/new`. */
export const NewTrackPage = () => <UploadPage making="track" />;
/** `/backstage/albums/new`. */
export const NewAlbumPage = () => <UploadPage making="album" />;
