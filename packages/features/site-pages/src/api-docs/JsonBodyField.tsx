import { cn, FieldLabel, inputVariants } from '@tonearm/ui';
import { TextArea, TextField } from 'react-aria-components';

export interface JsonBodyFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A monospace multi-line field for a JSON request body. */
export function JsonBodyField({ label, value, onChange }: JsonBodyFieldProps) {
  return (
    <TextField value={value} onChange={onChange} className="flex flex-col gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <TextArea
        rows={Math.min(12, Math.max(3, value.split('\n').length))}
        spellCheck={false}
        className={cn(inputVariants({ size: 'sm' }), 'h-auto resize-y py-2 font-mono text-xs')}
      />
    </TextField>
  );
}
