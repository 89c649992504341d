export { DeferredSidebar } from './DeferredSidebar';
export { SIDEBAR_PRIMARY_POSITION, SIDEBAR_SECONDARY_POSITION, Sidebar, type SidebarProps } from './Sidebar';
export { SidebarMenu, type SidebarMenuProps } from './SidebarMenu';
export { SidebarToggle } from './SidebarToggle';
export {
  pageSidebarState,
  SIDEBAR_ID,
  SIDEBAR_STORAGE_KEY,
  SidebarState,
  useSidebarCollapsed,
} from './sidebar-state';
