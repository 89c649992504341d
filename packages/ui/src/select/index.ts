export { Select, type SelectProps } from './Select';
export { SelectItem, type SelectItemProps } from './SelectItem';
export { SelectListBox, type SelectListBoxProps } from './SelectListBox';
export { SelectSection, type SelectSectionProps } from './SelectSection';
export {
  listBoxItemVariants,
  listBoxVariants,
  type SelectTriggerVariants,
  selectTriggerVariants,
} from './select.variants';
export { useSelectTypeAhead } from './use-select-type-ahead';
