export {
  FieldDescription,
  type FieldDescriptionProps,
  FieldError,
  type FieldErrorMessage,
  type FieldErrorProps,
  FieldLabel,
} from './FieldParts';
export {
  fieldDescriptionStyles,
  fieldErrorStyles,
  fieldLabelStyles,
  type InputVariants,
  inputVariants,
} from './field.variants';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
