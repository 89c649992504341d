export { ACCOUNT_QUERY_KEY, type Account, useAccount } from './account/use-account';
export { PasswordConfirmationModal } from './password-confirmation/PasswordConfirmationModal';
export {
  PasswordConfirmationProvider,
  type PasswordConfirmationProviderProps,
} from './password-confirmation/PasswordConfirmationProvider';
export {
  type PasswordCarryingAction,
  PasswordConfirmationGate,
  type PasswordConfirmationPorts,
  type PasswordPrompt,
  type WindowedAction,
} from './password-confirmation/password-confirmation-gate';
export { usePasswordConfirmation } from './password-confirmation/use-password-confirmation';
export { routes } from './routes';
export { AccountSettingsPage } from './settings/AccountSettingsPage';
export { ACCOUNT_SECTIONS, type AccountSection, visibleAccountSections } from './settings/account-sections';
