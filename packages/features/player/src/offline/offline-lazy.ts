// What loads with the offline page, a track menu's "Available offline" or a recent play, as one chunk: each chunk's
// name sits in the preload table every first visit loads.
export { OfflinePage } from './offline-page/OfflinePage';
export { pageOfflineLibrary } from './page-offline-library';
