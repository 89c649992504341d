export { formatDuration } from './format/duration';
export { AnchoredMenu, type AnchoredMenuProps } from './item-menu/AnchoredMenu';
export { ItemMenu, type ItemMenuEntry, type ItemMenuProps } from './item-menu/ItemMenu';
export { anchorRect, isContextMenuKey, type MenuAnchor } from './item-menu/item-menu-state';
export {
  absoluteLink,
  albumEmbedLink,
  albumLink,
  artistLink,
  channelLink,
  type RadioSeedType,
  radioLink,
  slugSegment,
  type TagTab,
  tagLink,
  trackEmbedLink,
  trackLink,
} from './links/links';
export {
  type PlayerActions,
  type PlayerBinding,
  PlayerBindingProvider,
  type PlayerBindingProviderProps,
  type PlayerTrack,
  usePlaybackOf,
  usePlayerActions,
  useQueueIsPlaying,
} from './player-binding/player-binding';
export { type ClipboardPort, copyLink } from './share/copy-link';
export { ShareDialogHost } from './share/ShareDialogHost';
export {
  ShareDialogStore,
  type ShareSubject,
  shareDialogStore,
  useShareDialog,
} from './share/share-dialog-store';
export { shareLinks } from './share/share-links';
export { TrackList, type TrackListItem, type TrackListProps } from './track-list/TrackList';
export { tracksForMenu } from './track-list/tracks-for-menu';
export { TrackMenu, type TrackMenuProps } from './track-menu/TrackMenu';
export { useTrackMenuEntries } from './track-menu/use-track-menu-entries';
