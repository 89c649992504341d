import { useTrans } from '@tonearm/shell';
import { Button, FileDropZone, Switch } from '@tonearm/ui';
import { type ReactNode, useState } from 'react';
import { AUDIO_FILE_TYPES } from './audio-file-types';
import { ImportAlbumFields } from './ImportAlbumFields';
import { ImportFileCard } from './ImportFileCard';
import { PublishedSummary } from './PublishedSummary';
import { useCatalogueImport } from './use-catalogue-import';

export interface CatalogueImportPageProps {
  /** The page's heading. @default 'Upload', translated */
  title?: string;
  /** Shown under the heading, such as the minutes left to upload. */
  intro?: ReactNode;
  /**
   * Decides, before any byte is sent, which of the dropped audio files go on (all of them when absent); the
   * caller tells the user why it kept any back.
   */
  admitFiles?: (files: readonly File[]) => Promise<readonly File[]>;
  /** Start with "make an album from these files" on. @default false */
  makeAlbum?: boolean;
}

/**
 * `/admin/upload` (doc 001 §2 Admin "upload"): the admin drops audio files or folders, the server reads each file's
 * tags, and the admin reviews a track form per file (or one album form) and publishes them. The backstage shows it
 * with its own endpoints (`CatalogueEndpointsProvider`) and its minutes.
 */
export function CatalogueImportPage({
  title,
  intro,
  admitFiles,
  makeAlbum: startAsAlbum,
}: CatalogueImportPageProps) {
  const { trans } = useTrans();
  const state = useCatalogueImport({ makeAlbum: startAsAlbum ?? false });
  // Folders often hold covers and notes beside the audio: they are left out, and the admin is told how many.
  const [skipped, setSkipped] = useState(0);
  const { files, order, makeAlbum } = state;
  const positions = new Map(order.map((file, index) => [file.key, index + 1]));
  const shown = makeAlbum ? [...order, ...files.filter((file) => !positions.has(file.key))] : files;
  const addDropped = async (accepted: File[], rejected: File[]) => {
    setSkipped(rejected.length);
    const admitted = admitFiles && accepted.length > 0 ? await admitFiles(accepted) : accepted;
    if (admitted.length > 0) state.addFiles(admitted);
  };
  const busy = files.some((file) => file.stage === 'uploading' || file.stage === 'reading');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="font-semibold text-2xl">{title ?? trans('Upload')}</h1>
      {intro}
      <FileDropZone
        label={trans('Drop audio files or folders here')}
        description={trans(
          'MP3, AAC (M4A), Ogg Vorbis or Opus, FLAC or WAV. Tags, covers and lyrics are read for you.',
        )}
        acceptedFileTypes={AUDIO_FILE_TYPES}
        allowsFolders
        chooseFilesLabel={trans('Choose files')}
        chooseFolderLabel={trans('Choose a folder')}
        onFiles={(accepted, rejected) => void addDropped(accepted, rejected)}
      />
      {skipped > 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {trans(
            '{count, plural, one {# file that is not audio was left out.} other {# files that are not audio were left out.}}',
            { count: skipped },
          )}
        </p>
      ) : null}
      {state.published ? <PublishedSummary published={state.published} /> : null}
      {files.length > 0 ? (
        <>
          <Switch isSelected={makeAlbum} onChange={state.setMakeAlbum}>
            {trans('Make an album from these files')}
          </Switch>
          {makeAlbum ? (
            <ImportAlbumFields values={state.album} onChange={state.setAlbum} errors={state.errors} />
          ) : null}
          <h2 className="font-semibold text-lg">{trans('Review and publish')}</h2>
          <ul aria-label={trans('Uploaded files')} className="flex flex-col gap-3">
            {shown.map((file) => (
              <ImportFileCard
                key={file.key}
                file={file}
                percentage={state.percentageOf(file.key)}
                albumPosition={makeAlbum ? (positions.get(file.key) ?? null) : null}
                errors={Object.fromEntries(
                  Object.entries(state.errors)
                    .filter(([field]) => field.startsWith(`${file.key}.`))
                    .map(([field, message]) => [field.slice(file.key.length + 1), message]),
                )}
                onChange={(values) => state.setTrack(file.key, values)}
                onDismiss={() => state.dismiss(file.key)}
              />
            ))}
          </ul>
          {state.publishError ? (
            <p role="alert" className="text-danger text-sm">
              {trans(state.publishError)}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onPress={() => void state.publish()}
              isDisabled={order.length === 0 || busy}
              isPending={state.isPublishing}
            >
              {makeAlbum ? trans('Publish album') : trans('Publish')}
            </Button>
            {busy ? (
              <p className="text-muted-foreground text-sm">
                {trans('Publishing waits for every file to be read.')}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
