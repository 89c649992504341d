import { TextArea } from '@tonearm/ui';

export interface JsonBodyFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A monospace multi-line field for a JSON request body. */
export function JsonBodyField({ label, value, onChange }: JsonBodyFieldProps) {
  return (
    <TextArea
      label={label}
      value={value}
      onChange={onChange}
      rows={Math.min(12, Math.max(3, value.split('\n').length))}
      spellCheck="false"
      size="sm"
      font="code"
    />
  );
}
