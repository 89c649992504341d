import { FieldDescription, FieldError, FieldLabel, inputVariants } from '@tonearm/ui';
import { TextArea, TextField } from 'react-aria-components';

export interface LyricsFieldProps {
  label: string;
  /** Says whether the words carry times (LRC). */
  description: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** The words of a track, several lines long; the kit's text field is one line. */
export function LyricsField({ label, description, value, onChange, errorMessage }: LyricsFieldProps) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      className="flex flex-col gap-1.5"
    >
      <FieldLabel>{label}</FieldLabel>
      <TextArea
        rows={4}
        className={`${inputVariants({ size: null })} min-h-24 px-3 py-2 font-mono text-xs`}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
