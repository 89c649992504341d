import {
  cn,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FormFieldBinding,
  inputVariants,
  useFormField,
} from '@tonearm/ui';
import type { ReactNode } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';

export interface MessageFieldProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Whether the field must be filled; marks it required for assistive technology.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Rows of text visible before the field scrolls.
   * @default 6
   */
  rows?: number;
}

/**
 * A multi-line text field bound to a react-hook-form field, styled as the kit's inputs. Styling hook:
 * `[data-slot="message-field"]` with `[data-invalid]`.
 */
export function MessageField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  label,
  description,
  isRequired = false,
  rows = 6,
}: MessageFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules });
  const { inputRef, errorMessage, ...props } = fieldProps;
  return (
    <TextField
      {...props}
      value={typeof value === 'string' ? value : ''}
      isRequired={isRequired}
      data-slot="message-field"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel>{label}</FieldLabel>
      <TextArea
        ref={inputRef}
        rows={rows}
        className={cn(inputVariants(), 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
