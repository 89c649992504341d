export { type CreateMedia, createAudioElement, type MediaLike } from './engine/media-port';
export { GAPLESS_LEAD_MS, PlaybackEngine, type PlaybackEngineOptions } from './engine/playback-engine';
export { currentLyricLine, type LyricLine, type Lyrics } from './lyrics/current-lyric-line';
export { LyricsPanel, type LyricsPanelProps } from './lyrics/LyricsPanel';
export { type LyricsFor, type LyricsState, useLyrics } from './lyrics/use-lyrics';
export { bindMediaSession, type MediaSessionLike } from './media-session/media-session';
export { bindNowPlayingTitle, nowPlayingTitle } from './media-session/now-playing-title';
export { NowPlayingView, type NowPlayingViewProps } from './now-playing/NowPlayingView';
export type { OfflineSaveResult, OfflineSnapshot } from './offline/offline-library';
export {
  DEFAULT_OFFLINE_BUDGET,
  type OfflineReason,
  type OfflineTrack,
  RECENT_PLAYS_KEPT,
} from './offline/offline-policy';
export { type OfflineTrackState, useOfflineTrack } from './offline/use-offline-track';
export {
  applyOutputDevice,
  canChooseOutput,
  listOutputDevices,
  type OutputDevice,
  OutputDeviceChoice,
  outputDeviceChoice,
} from './output-device/output-device';
export { CrossfadeSetting } from './player-bar/CrossfadeSetting';
export { LoudnessSetting } from './player-bar/LoudnessSetting';
export { NowPlayingSummary, TrackArtwork } from './player-bar/NowPlayingSummary';
export { OutputDeviceMenu } from './player-bar/OutputDeviceMenu';
export {
  NextButton,
  PlayButton,
  PlaybackControls,
  type PlaybackControlsProps,
  PreviousButton,
} from './player-bar/PlaybackControls';
export { PlayerBar, type PlayerBarProps, type PlayerPanel } from './player-bar/PlayerBar';
export { SeekBar, type SeekBarProps } from './player-bar/SeekBar';
export { TrackLinks } from './player-bar/TrackLinks';
export { VolumeControl } from './player-bar/VolumeControl';
export { type PlayerExtras, PlayerExtrasProvider, usePlayerExtras } from './player-extras/player-extras';
export { DeferredPlayerRoot } from './player-root/DeferredPlayerRoot';
export { PlayerRoot, type PlayerRootProps } from './player-root/PlayerRoot';
export { warmPlayer } from './player-root/warm-player';
export { QueueHistory } from './queue-panel/QueueHistory';
export { QueueList, type QueueListProps } from './queue-panel/QueueList';
export { QueuePanel } from './queue-panel/QueuePanel';
export { QueueSidePanel, type QueueSidePanelProps } from './queue-panel/QueueSidePanel';
export { queueSource } from './queue-panel/queue-source';
export {
  type PlayerCommand,
  playerCommandFor,
  playerShortcuts,
  type ShortcutKey,
} from './shortcuts/player-shortcuts';
export { ShortcutsDialog, type ShortcutsDialogProps } from './shortcuts/ShortcutsDialog';
export { runPlayerCommand, usePlayerShortcuts } from './shortcuts/use-player-shortcuts';
export {
  artistNames,
  cueEntry,
  EMPTY_QUEUE,
  type LoadMoreTracks,
  loadPlayer,
  MAX_CROSSFADE_MS,
  moveEntries,
  PLAY_PERMISSION,
  PLAYER_STORAGE_KEY,
  type PlayerActions,
  type PlayerState,
  type PlayerStorage,
  PlayerStore,
  type PlayerStoreOptions,
  PlayerStoreProvider,
  type PlayerStoreProviderProps,
  type PlayerTrack,
  pagePlayerStore,
  playedEntries,
  type QueueEntry,
  type QueueState,
  type RandomInt,
  RESTART_THRESHOLD_MS,
  type RepeatMode,
  removeEntries,
  type SavedPlayer,
  SEEK_STEP_MS,
  savePlayer,
  trackArtwork,
  upcomingEntries,
  usePlaybackOf,
  usePlayerActions,
  usePlayerSelector,
  usePlayerStore,
  useQueueIsPlaying,
} from './store';
export { pageStorage } from './store/page-storage';
