export { DeferredUserMenu } from './DeferredUserMenu';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { type UserMenuEntry, type UserMenuInput, userMenuEntries } from './user-menu-entries';
