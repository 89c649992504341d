export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { type CheckboxBoxVariants, checkboxBoxVariants, checkboxButtonStyles } from './checkbox.variants';
