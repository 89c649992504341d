// What `use-sync-external-store/shim` resolves to in the app. The shim back-fills the hook for React 17 and older
// and hands over React's own where it exists, as in React 19: only the hand-over is kept.
export { useSyncExternalStore } from 'react';
