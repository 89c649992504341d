import { cn, FieldError, FieldLabel, type FormFieldBinding, inputVariants, useFormField } from '@tonearm/ui';
import { TextArea, TextField } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';

export interface DescriptionFieldProps<TFieldValues extends FieldValues>
  extends FormFieldBinding<TFieldValues> {
  label: string;
}

/** A few lines of text bound to a react-hook-form field, styled as the kit's inputs. */
export function DescriptionField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  label,
}: DescriptionFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules });
  const { inputRef, errorMessage, ...props } = fieldProps;
  return (
    <TextField {...props} value={typeof value === 'string' ? value : ''} className="flex flex-col gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <TextArea ref={inputRef} rows={3} className={cn(inputVariants(), 'h-auto min-h-20 resize-y py-2')} />
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
