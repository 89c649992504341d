export { applyServerErrors, type ServerErrorsResult, type ServerFieldErrors } from './apply-server-errors';
export { Form, type FormProps } from './Form';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormPasswordField, type FormPasswordFieldProps } from './FormPasswordField';
export { FormSwitch, type FormSwitchProps } from './FormSwitch';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { type FormFieldBinding, useFormField } from './use-form-field';
