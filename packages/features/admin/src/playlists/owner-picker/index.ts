export { OwnerPicker, type OwnerPickerProps } from './OwnerPicker';
