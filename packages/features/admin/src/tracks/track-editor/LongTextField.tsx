import {
  cn,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FormFieldBinding,
  inputVariants,
  useFormField,
} from '@tonearm/ui';
import { TextArea, TextField } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';

export interface LongTextFieldProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: string;
  description?: string;
  /** @default 4 */
  rows?: number;
}

/** Several lines of text (a description, lyrics) bound to a react-hook-form field, styled as the kit's inputs. */
export function LongTextField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  description,
  rows = 4,
}: LongTextFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control });
  const { inputRef, errorMessage, ...props } = fieldProps;
  return (
    <TextField {...props} value={typeof value === 'string' ? value : ''} className="flex flex-col gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <TextArea ref={inputRef} rows={rows} className={cn(inputVariants(), 'h-auto min-h-20 resize-y py-2')} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
