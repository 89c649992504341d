import { useTrans } from '@tonearm/shell';
import { Button, FileDropZone, ProgressBar } from '@tonearm/ui';
import { useState } from 'react';
import { AUDIO_FILE_TYPES } from '../../catalogue-import/audio-file-types';
import type { AlbumTrackUploads as AlbumTrackUploadsState, AlbumUpload } from './use-album-track-uploads';

export interface AlbumTrackUploadsProps {
  /** The album form's uploads (`useAlbumTrackUploads`). */
  state: AlbumTrackUploadsState;
}

function UploadRow({
  upload,
  percentage,
  onDismiss,
}: {
  upload: AlbumUpload;
  percentage: number;
  onDismiss: () => void;
}) {
  const { trans } = useTrans();
  const headingId = `album-upload-${upload.key}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded-ui border border-border px-3 py-2">
      <div className="flex items-center gap-3">
        <span id={headingId} className="me-auto truncate font-medium text-sm">
          {upload.fileName}
        </span>
        {upload.stage === 'failed' ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={trans('Remove: :name', { name: upload.fileName })}
            onPress={onDismiss}
          >
            {trans('Remove')}
          </Button>
        ) : null}
      </div>
      {upload.stage === 'uploading' ? (
        <ProgressBar label={trans('Uploading')} value={percentage} showValue />
      ) : null}
      {upload.stage === 'reading' || upload.stage === 'adding' ? (
        <p role="status" className="text-muted-foreground text-sm">
          {upload.stage === 'reading' ? trans('Reading tags…') : trans('Adding to the album…')}
        </p>
      ) : null}
      {upload.stage === 'failed' ? (
        <p role="alert" className="rounded-ui border border-danger px-3 py-2 text-danger text-sm">
          {upload.message ? trans(upload.message) : trans('The file could not be uploaded. Try again.')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Uploading tracks into the album from its form: the kit's drop zone (drag, paste, or its "Upload tracks" and
 * folder buttons), then a row per file with its progress, and its failure with the server's message. Tracks that
 * made it join the list above at once.
 */
export function AlbumTrackUploads({ state }: AlbumTrackUploadsProps) {
  const { trans } = useTrans();
  // Folders often hold covers and notes beside the audio: they are left out, and the operator is told how many.
  const [skipped, setSkipped] = useState(0);
  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        label={trans('Drop audio files here to add them to the album')}
        description={trans(
          'MP3, AAC (M4A), Ogg Vorbis or Opus, FLAC or WAV. They follow the last track, in the order chosen.',
        )}
        acceptedFileTypes={AUDIO_FILE_TYPES}
        allowsFolders
        chooseFilesLabel={trans('Upload tracks')}
        chooseFolderLabel={trans('Choose a folder')}
        onFiles={(accepted, rejected) => {
          setSkipped(rejected.length);
          state.addFiles(accepted);
        }}
      />
      {skipped > 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {trans(
            '{count, plural, one {# file that is not audio was left out.} other {# files that are not audio were left out.}}',
            { count: skipped },
          )}
        </p>
      ) : null}
      {state.uploads.length > 0 ? (
        <ul aria-label={trans('Uploads into the album')} className="flex flex-col gap-2">
          {state.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              percentage={state.percentageOf(upload.key)}
              onDismiss={() => state.dismiss(upload.key)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {state.added > 0
          ? trans('{count, plural, one {# track added to the album.} other {# tracks added to the album.}}', {
              count: state.added,
            })
          : null}
      </p>
    </div>
  );
}
