import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/TextField';

/** The props that bind a field to a react-hook-form form; shared by the `Form*` fields. */
export interface FormFieldBinding<TFieldValues extends FieldValues> {
  /** The field's path in the form values; also the key server errors use. */
  name: FieldPath<TFieldValues>;
  /** The form's control; taken from the surrounding `Form` when omitted. */
  control?: Control<TFieldValues>;
  /** react-hook-form validation rules (`required`, `maxLength`, `validate`...) with their messages. */
  rules?: UseControllerProps<TFieldValues>['rules'];
}

export interface FormTextFieldProps<TFieldValues extends FieldValues>
  extends Omit<
      TextFieldProps,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'inputRef' | 'validate'
    >,
    FormFieldBinding<TFieldValues> {}

/** A `TextField` bound to a react-hook-form field: its value, its errors (client or server) and focus. */
export function FormTextField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
  ...props
}: FormTextFieldProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules, disabled: isDisabled });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={field.disabled}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ?? errorMessage}
    />
  );
}
