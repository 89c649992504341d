export { BootstrapDataProvider, type BootstrapDataProviderProps } from './BootstrapDataProvider';
export { BootstrapStore } from './bootstrap-store';
export { loadBootstrapData } from './load-bootstrap-data';
export { BOOTSTRAP_SCRIPT_ID, BootstrapDataError, readBootstrapData } from './read-bootstrap-data';
export { ACCOUNT_SUSPENDED_HEADER, watchForSuspension } from './suspension-watch';
export { useBootstrapData, useBootstrapStore, useCurrentUser, useSettings } from './use-bootstrap-data';
export { usePlayerSettings } from './use-player-settings';
