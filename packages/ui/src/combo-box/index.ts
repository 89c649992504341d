export { SelectItem as ComboBoxItem, SelectSection as ComboBoxSection } from '../select';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { ComboBoxTray, type ComboBoxTrayProps } from './ComboBoxTray';
export { comboBoxButtonVariants, comboBoxTrayVariants } from './combo-box.variants';
