import { useTrans } from '@tonearm/shell';
import { Button, DropZone, FileTrigger, fieldErrorStyles, fieldLabelStyles } from '@tonearm/ui';
import { useId, useState } from 'react';
import { Text } from 'react-aria-components';
import { cropToSquare, type SquareArea } from './square-crop';
import { SquareCropDialog } from './square-crop-dialog/SquareCropDialog';
import { PublicUploadError, usePublicUpload } from './use-public-upload';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

export interface ArtworkFieldProps {
  label: string;
  /** The stored artwork's address; `null` for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Shown while there is no artwork of its own (an album's cover for its track). */
  fallback?: string | null;
  /** Round for an artist's picture. */
  shape?: 'square' | 'round';
  /** Why the form's last submit refused the picture, shown until another is picked. */
  errorMessage?: string | null | undefined;
}

/**
 * Artwork for a track, album or artist: dropped or picked, cropped to the square the admin chooses, and uploaded at
 * once to the public disk; the form saves the address. A refusal shows under the buttons and is announced.
 */
export function ArtworkField({
  label,
  value,
  onChange,
  fallback = null,
  shape = 'square',
  errorMessage = null,
}: ArtworkFieldProps) {
  const { trans } = useTrans();
  const { upload, isUploading } = usePublicUpload();
  const [pickError, setError] = useState<string | null>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const error = pickError ?? errorMessage;
  const labelId = useId();
  const errorId = useId();
  const shown = value ?? fallback;
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-ui';

  const pick = (file: File | undefined) => {
    setError(null);
    if (!file || !IMAGE_TYPES.includes(file.type)) {
      setError(trans('Choose a PNG, JPEG, WebP, GIF or AVIF picture.'));
      return;
    }
    setCropping(file);
  };

  const uploadSquare = async (file: File, area: SquareArea) => {
    setCropping(null);
    try {
      onChange(await upload(await cropToSquare(file, area)));
    } catch (failure) {
      setError(
        failure instanceof PublicUploadError
          ? trans(failure.message)
          : trans('The picture could not be read.'),
      );
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a picture and two buttons
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {label}
      </span>
      <DropZone
        acceptedFileTypes={IMAGE_TYPES}
        onDropFiles={(accepted, rejected) => void pick(accepted[0] ?? rejected[0])}
        isDisabled={isUploading}
        className="flex-row! flex-wrap justify-start! gap-4! p-4! text-left!"
      >
        {shown ? (
          <img src={shown} alt="" width={96} height={96} className={`size-24 object-cover ${rounded}`} />
        ) : (
          <span aria-hidden="true" className={`size-24 bg-muted ${rounded}`} />
        )}
        <div className="flex flex-col items-start gap-2">
          <Text slot="label">{trans('Drop a picture here, or')}</Text>
          <div className="flex flex-wrap gap-2">
            <FileTrigger
              acceptedFileTypes={IMAGE_TYPES}
              onSelectFiles={(accepted, rejected) => void pick(accepted[0] ?? rejected[0])}
            >
              <Button
                variant="outline"
                size="sm"
                isPending={isUploading}
                aria-describedby={error ? errorId : undefined}
              >
                {trans('Upload a picture')}
              </Button>
            </FileTrigger>
            {value && (
              <Button variant="ghost" size="sm" onPress={() => onChange(null)} isDisabled={isUploading}>
                {trans('Remove the picture')}
              </Button>
            )}
          </div>
          <Text slot="description" className="text-muted-foreground text-xs">
            {trans('You choose its square before it is uploaded.')}
          </Text>
        </div>
      </DropZone>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {error}
      </p>
      <SquareCropDialog
        file={cropping}
        shape={shape}
        onCrop={(area) => cropping && void uploadSquare(cropping, area)}
        onCancel={() => setCropping(null)}
      />
    </div>
  );
}
