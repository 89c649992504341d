import { useTrans } from '@tonearm/shell';
import {
  Button,
  DropZone,
  FileTrigger,
  type FormFieldBinding,
  fieldErrorStyles,
  fieldLabelStyles,
  ProgressBar,
  useFormField,
} from '@tonearm/ui';
import { useId } from 'react';
import { Text } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { MusicIcon } from '../icons/icons';
import { COVER_ACCEPTED_TYPES } from './cover-upload';
import type { CoverUpload } from './use-cover-upload';

const firstFile = (accepted: File[], rejected: File[]) => accepted[0] ?? rejected[0];

export interface PlaylistCoverFieldProps<TFieldValues extends FieldValues>
  extends FormFieldBinding<TFieldValues> {
  label: string;
  /** The upload of a picked image (`useCoverUpload`): its progress and why it failed. */
  cover: CoverUpload;
}

/**
 * A playlist's cover bound to a react-hook-form field holding its URL: the cover (or the playlist page's music-note
 * placeholder), a drop target, 'Upload image' and 'Remove image'. A picked image is uploaded at once with its
 * progress; a refusal (the upload engine's, or the server's 422 on the field) shows under the buttons and is
 * announced.
 */
export function PlaylistCoverField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  cover,
}: PlaylistCoverFieldProps<TFieldValues>) {
  const { trans } = useTrans();
  const { value, fieldProps } = useFormField({ name, control });
  const errorId = useId();
  const labelId = useId();
  const image = typeof value === 'string' && value !== '' ? value : null;
  const serverError = typeof fieldProps.errorMessage === 'string' ? fieldProps.errorMessage : null;
  const error = cover.error ?? serverError;
  const pick = async (file: File | undefined) => {
    const url = await cover.upload(file);
    if (url !== null) fieldProps.onChange(url);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a picture and two buttons
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2"
      data-slot="playlist-cover-field"
    >
      <span id={labelId} className={fieldLabelStyles}>
        {label}
      </span>
      <DropZone
        acceptedFileTypes={COVER_ACCEPTED_TYPES}
        onDropFiles={(accepted, rejected) => void pick(firstFile(accepted, rejected))}
        isDisabled={cover.isUploading}
        className="flex-row! flex-wrap justify-start! gap-4! p-4! text-left!"
      >
        {image ? (
          <img
            src={image}
            alt={trans('Cover')}
            className="size-24 shrink-0 rounded-ui bg-muted object-cover"
            data-slot="playlist-cover"
          />
        ) : (
          <span
            className="flex size-24 shrink-0 items-center justify-center rounded-ui bg-muted text-3xl text-muted-foreground"
            data-slot="playlist-cover-placeholder"
          >
            <MusicIcon />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <Text slot="label">{trans('Drop an image here (at most 2 MB), or')}</Text>
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={[...COVER_ACCEPTED_TYPES]}
              onSelectFiles={(accepted, rejected) => void pick(firstFile(accepted, rejected))}
            >
              <Button
                variant="outline"
                size="sm"
                isPending={cover.isUploading}
                aria-describedby={error ? errorId : undefined}
              >
                {trans('Upload image')}
              </Button>
            </FileTrigger>
            {image ? (
              <Button
                variant="ghost"
                size="sm"
                isDisabled={cover.isUploading}
                onPress={() => {
                  cover.clearError();
                  fieldProps.onChange(null);
                }}
              >
                {trans('Remove image')}
              </Button>
            ) : null}
          </div>
          {cover.progress !== null && (
            <ProgressBar label={trans('Uploading image')} value={cover.progress} className="max-w-60" />
          )}
        </div>
      </DropZone>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {error}
      </p>
    </div>
  );
}
