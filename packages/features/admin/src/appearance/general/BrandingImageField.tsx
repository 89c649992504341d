import { useTrans } from '@tonearm/shell';
import { Button, FileTrigger, fieldDescriptionStyles, fieldErrorStyles, fieldLabelStyles } from '@tonearm/ui';
import { useId, useState } from 'react';
import { PublicUploadError, usePublicUpload } from '../../tracks/track-editor/use-public-upload';

const IMAGE_TYPES = ['image/png', 'image/svg+xml', 'image/webp', 'image/jpeg', 'image/gif', 'image/x-icon'];

export interface BrandingImageFieldProps {
  label: string;
  /** Where the image is used, and what it falls back to. */
  description: string;
  /** The stored image's address; `null` for none. */
  value: string | null;
  onChange: (url: string | null) => void;
}

/**
 * A logo or the favicon: picked and uploaded at once to the public disk through the product's upload engine, the
 * address going into the draft (the preview shows it before Save). A refusal shows under the buttons and is
 * announced.
 */
export function BrandingImageField({ label, description, value, onChange }: BrandingImageFieldProps) {
  const { trans } = useTrans();
  const { upload, isUploading } = usePublicUpload();
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file || !IMAGE_TYPES.includes(file.type)) {
      setError(trans('Choose a PNG, SVG, WebP, JPEG, GIF or ICO image.'));
      return;
    }
    try {
      onChange(await upload(file));
    } catch (failure) {
      setError(
        failure instanceof PublicUploadError
          ? trans(failure.message)
          : trans('The image could not be uploaded.'),
      );
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a picture and two buttons
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex flex-col gap-1.5"
    >
      <span id={labelId} className={fieldLabelStyles}>
        {label}
      </span>
      <span id={descriptionId} className={fieldDescriptionStyles}>
        {description}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className="h-10 max-w-32 rounded-ui border border-border object-contain p-1"
          />
        ) : (
          <span aria-hidden="true" className="h-10 w-16 rounded-ui border border-border border-dashed" />
        )}
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          onSelectFiles={(accepted, rejected) => void pick(accepted[0] ?? rejected[0])}
        >
          <Button
            variant="outline"
            size="sm"
            isPending={isUploading}
            aria-label={
              value ? trans('Replace :name', { name: label }) : trans('Upload :name', { name: label })
            }
            aria-describedby={error ? errorId : undefined}
          >
            {value ? trans('Replace') : trans('Upload')}
          </Button>
        </FileTrigger>
        {value && (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => onChange(null)}
            isDisabled={isUploading}
            aria-label={trans('Remove :name', { name: label })}
          >
            {trans('Remove')}
          </Button>
        )}
      </div>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {error}
      </p>
    </div>
  );
}
