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
  type TextAreaVariants,
  textAreaVariants,
} from './field.variants';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
