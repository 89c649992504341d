import { useTrans } from '@tonearm/shell';
import { Button, FileTrigger, fieldErrorStyles, fieldLabelStyles } from '@tonearm/ui';
import { useId, useState } from 'react';
import { PublicUploadError, usePublicUpload } from './use-public-upload';

const AUDIO_TYPES = ['audio/*'];

export interface AudioFieldProps {
  /** The audio playing now (the stream or an external address). */
  current: string | null;
  /** A replacement uploaded in this edit; `null` keeps the current audio. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The new file's length in milliseconds, read by the browser, to fill the duration. */
  onDuration: (milliseconds: number) => void;
  /** Why the form's last submit refused the audio (a new track needs one), shown until a file is picked. */
  errorMessage?: string | null | undefined;
}

/** Reads an audio file's length in the browser, or `null` when it cannot. */
function durationOf(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const address = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(address);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(Number.isFinite(audio.duration) ? Math.round(audio.duration * 1000) : null);
    audio.onerror = () => done(null);
    audio.src = address;
  });
}

/**
 * "Replace the audio" ("Upload the audio" for a new track): a file is uploaded at once; saving the form makes it
 * the track's audio.
 */
export function AudioField({ current, value, onChange, onDuration, errorMessage = null }: AudioFieldProps) {
  const { trans } = useTrans();
  const { upload, isUploading } = usePublicUpload();
  const [pickError, setError] = useState<string | null>(null);
  const error = pickError ?? (value ? null : errorMessage);
  const [picked, setPicked] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file?.type.startsWith('audio/')) {
      setError(trans('Choose an audio file.'));
      return;
    }
    try {
      const [url, length] = await Promise.all([upload(file), durationOf(file)]);
      setPicked(file.name);
      onChange(url);
      if (length !== null) onDuration(length);
    } catch (failure) {
      setError(
        failure instanceof PublicUploadError
          ? trans(failure.message)
          : trans('The file could not be uploaded.'),
      );
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend box around a line and two buttons
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Audio')}
      </span>
      <p className="text-sm" aria-live="polite">
        {value
          ? trans('Replaced by :file when you save.', { file: picked ?? value })
          : current
            ? trans('The track plays its current audio.')
            : trans('The track has no audio.')}
      </p>
      <div className="flex flex-wrap gap-2">
        <FileTrigger
          acceptedFileTypes={AUDIO_TYPES}
          onSelectFiles={(accepted, rejected) => void pick(accepted[0] ?? rejected[0])}
        >
          <Button
            variant="outline"
            size="sm"
            isPending={isUploading}
            aria-describedby={error ? errorId : undefined}
          >
            {current ? trans('Replace the audio') : trans('Upload the audio')}
          </Button>
        </FileTrigger>
        {value && (
          <Button variant="ghost" size="sm" onPress={() => onChange(null)}>
            {trans('Keep the current audio')}
          </Button>
        )}
      </div>
      <p id={errorId} aria-live="polite" className={fieldErrorStyles}>
        {error}
      </p>
    </div>
  );
}
