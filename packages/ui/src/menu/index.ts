export { ContextMenu, type ContextMenuProps } from './ContextMenu';
export { Menu, type MenuProps } from './Menu';
export { MenuItem, type MenuItemProps } from './MenuItem';
export { MenuSection, type MenuSectionProps } from './MenuSection';
export { MenuTrigger, type MenuTriggerProps } from './MenuTrigger';
export {
  MENU_EMPTY_MESSAGE,
  MENU_MAX_HEIGHT,
  type MenuItemVariants,
  menuItemVariants,
  menuSectionTitleVariants,
  menuVariants,
} from './menu.variants';
export { SearchableMenu, type SearchableMenuProps } from './SearchableMenu';
export { Submenu, type SubmenuProps } from './Submenu';
export { findTypeAheadMatch, TYPE_AHEAD_RESET_MS, TypeAheadBuffer, useTypeAhead } from './use-type-ahead';
