export { AppLayout, type AppLayoutProps } from './AppLayout';
export { EmbedLayout } from './EmbedLayout';
export { FOOTER_MENU_POSITION, Footer } from './Footer';
export { MOBILE_BOTTOM_MENU_POSITION, MobileBottomMenu } from './MobileBottomMenu';
export { NAVBAR_MENU_POSITION, Navbar, type NavbarProps } from './Navbar';
export { SiteLogo } from './SiteLogo';
export type { ShellSlots } from './shell-slots';
export { ThemeToggle } from './ThemeToggle';
