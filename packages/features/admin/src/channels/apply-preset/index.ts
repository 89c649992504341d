export { ApplyPresetMenu, type ApplyPresetMenuProps } from './ApplyPresetMenu';
