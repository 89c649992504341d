export { MenuIcon, type MenuIconProps } from './MenuIcon';
export { type MenuLink, type MenuLinksInput, menuLinksAt } from './menu-links';
export { SiteMenu, type SiteMenuProps } from './SiteMenu';
export { useMenuLinks } from './use-menu-links';
