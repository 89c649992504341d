import { TextArea } from '@tonearm/ui';

export interface LyricsFieldProps {
  label: string;
  /** Says whether the words carry times (LRC). */
  description: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** The words of a track, several lines long, in the monospace face that keeps their timings aligned. */
export function LyricsField({ label, description, value, onChange, errorMessage }: LyricsFieldProps) {
  return (
    <TextArea
      label={label}
      description={description}
      errorMessage={errorMessage}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      rows={4}
      font="code"
    />
  );
}
