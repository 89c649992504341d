import { useTrans } from '@tonearm/shell';
import { Badge, Button, ProgressBar } from '@tonearm/ui';
import { audioFormatLabel } from './audio-format-label';
import { ImportTrackFields } from './ImportTrackFields';
import type { TrackFormValues } from './import-form';
import type { ImportFile } from './use-catalogue-import';

export interface ImportFileCardProps {
  file: ImportFile;
  /** Whole percent uploaded, while uploading. */
  percentage: number;
  /** Its place on the album, when the files make one. */
  albumPosition: number | null;
  errors: Readonly<Record<string, string>>;
  onChange: (values: TrackFormValues) => void;
  onDismiss: () => void;
}

/** One dropped file: its upload, the server reading it, a refusal, or its track form. */
export function ImportFileCard({
  file,
  percentage,
  albumPosition,
  errors,
  onChange,
  onDismiss,
}: ImportFileCardProps) {
  const { trans } = useTrans();
  const ready = file.stage === 'ready' ? file : null;
  const headingId = `import-file-${file.key}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-ui border border-border p-4">
      <div className="flex items-start gap-3">
        {ready?.imported.cover ? (
          <img
            src={ready.imported.cover}
            alt={trans('Cover')}
            className="size-16 shrink-0 rounded-ui object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="truncate font-medium">
            {albumPosition === null ? null : <span className="text-muted-foreground">{albumPosition}. </span>}
            {file.fileName}
          </h3>
          {ready ? (
            <p className="text-muted-foreground text-sm">{audioFormatLabel(ready.imported.format)}</p>
          ) : null}
        </div>
        {file.stage === 'uploading' || file.stage === 'reading' ? null : (
          <Button variant="ghost" size="sm" onPress={onDismiss}>
            {file.stage === 'ready' ? trans('Discard') : trans('Remove')}
          </Button>
        )}
      </div>
      {file.stage === 'uploading' ? (
        <ProgressBar label={trans('Uploading')} value={percentage} showValue />
      ) : null}
      {file.stage === 'reading' ? (
        <p role="status" className="text-muted-foreground text-sm">
          {trans('Reading tags…')}
        </p>
      ) : null}
      {file.stage === 'refused' || file.stage === 'failed' ? (
        <p role="alert" className="rounded-ui border border-danger px-3 py-2 text-danger text-sm">
          {file.stage === 'refused'
            ? trans(file.message)
            : file.message
              ? trans(file.message)
              : trans('The file could not be uploaded. Try again.')}
        </p>
      ) : null}
      {ready?.imported.duplicate_of ? (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-ui border border-control px-3 py-2 text-sm"
        >
          <Badge tone="danger">{trans('Duplicate')}</Badge>
          {ready.imported.duplicate_of.kind === 'track'
            ? trans('The same audio is already published as “:name”.', {
                name: ready.imported.duplicate_of.name,
              })
            : trans('The same audio is already waiting here as :name.', {
                name: ready.imported.duplicate_of.name,
              })}
        </p>
      ) : null}
      {ready ? (
        <ImportTrackFields
          values={ready.values}
          onChange={onChange}
          errors={errors}
          inAlbum={albumPosition !== null}
        />
      ) : null}
      {errors.import_id ? (
        <p role="alert" className="text-danger text-sm">
          {errors.import_id}
        </p>
      ) : null}
    </li>
  );
}
