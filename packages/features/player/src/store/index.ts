export {
  loadPlayer,
  PLAYER_STORAGE_KEY,
  type PlayerStorage,
  type SavedPlayer,
  savePlayer,
} from './persistence';
export {
  PlayerStoreProvider,
  type PlayerStoreProviderProps,
  pagePlayerStore,
  usePlayerSelector,
  usePlayerStore,
} from './player-context';
export {
  type LoadMoreTracks,
  MAX_CROSSFADE_MS,
  type PlayerState,
  PlayerStore,
  type PlayerStoreOptions,
  RESTART_THRESHOLD_MS,
  SEEK_STEP_MS,
} from './player-store';
export { artistNames, type PlayerTrack, type QueueEntry, trackArtwork } from './player-track';
export {
  EMPTY_QUEUE,
  type QueueState,
  type RandomInt,
  type RepeatMode,
  upcomingEntries,
} from './queue';
export { cueEntry, moveEntries, playedEntries, removeEntries } from './queue-edits';
export {
  PLAY_PERMISSION,
  type PlayerActions,
  usePlaybackOf,
  usePlayerActions,
  useQueueIsPlaying,
} from './use-player-actions';
