import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import type { FieldErrorMessage } from '../text-field/FieldParts';

/** The props that bind a field to a react-hook-form form; shared by the `Form*` fields. */
export interface FormFieldBinding<TFieldValues extends FieldValues> {
  /** The field's path in the form values; also the key server errors use. */
  name: FieldPath<TFieldValues>;
  /** The form's control; taken from the surrounding `Form` when omitted. */
  control?: Control<TFieldValues>;
  /** react-hook-form validation rules (`required`, `maxLength`, `validate`...) with their messages. */
  rules?: UseControllerProps<TFieldValues>['rules'];
}

interface FormFieldOptions<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  /** The message shown when the form has none of its own for this field. */
  errorMessage?: FieldErrorMessage;
  isDisabled?: boolean;
}

/**
 * The props every `Form*` field passes to its kit field: name, handlers, ref, disabled and invalid state, and the
 * error (client or server) of the form field `name`; `value` is the field's raw value, which each field maps.
 */
export function useFormField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
}: FormFieldOptions<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules, disabled: isDisabled });
  return {
    value: field.value as unknown,
    fieldProps: {
      name: field.name,
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      isDisabled: field.disabled,
      isInvalid: fieldState.invalid,
      errorMessage: fieldState.error?.message ?? errorMessage,
    },
  };
}
