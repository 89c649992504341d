export { AdSlot, type AdSlotName } from './ads/AdSlot';
export { AlbumMenuButton, useAlbumMenuEntries } from './album-menu/AlbumMenuButton';
export {
  ChannelContent,
  type ChannelContentProps,
  ChannelTracks,
  type ChannelTracksProps,
  NestedChannelSection,
  nestedChannels,
  PlayableMediaCard,
} from './channel-content/ChannelContent';
export { ContentCarousel, type ContentCarouselProps } from './content-carousel/ContentCarousel';
export { ContentGrid, type ContentGridProps } from './content-grid/ContentGrid';
export { type CatalogueQuery, useCatalogueQuery } from './data/use-catalogue-query';
export { formatDuration } from './format/duration';
export { ItemHeader, type ItemHeaderProps } from './item-header/ItemHeader';
export { AnchoredMenu, type AnchoredMenuProps } from './item-menu/AnchoredMenu';
export { ItemMenu, type ItemMenuEntry, type ItemMenuProps } from './item-menu/ItemMenu';
export { anchorRect, isContextMenuKey, type MenuAnchor } from './item-menu/item-menu-state';
export {
  FollowButton,
  type FollowButtonProps,
  LikeButton,
  type LikeButtonProps,
} from './like-button/LikeButton';
export { LIBRARY_IDS_QUERY_KEY, useLibraryItem, withLibraryChange } from './like-button/use-library';
export {
  absoluteLink,
  albumEmbedLink,
  albumLink,
  artistLink,
  channelLink,
  playlistLink,
  type RadioSeedType,
  radioLink,
  slugSegment,
  type TagTab,
  tagLink,
  trackEmbedLink,
  trackLink,
} from './links/links';
export { MediaCard, type MediaCardProps } from './media-card/MediaCard';
export { type MediaItem, type MediaLink, mediaItem } from './media-card/media-item';
export { documentTitle, metaDescription, usePageMeta } from './page-meta/use-page-meta';
export { PageSkeleton, PageState, type PageStateProps } from './page-state/PageState';
export { PlayQueueButton, type PlayQueueButtonProps } from './playback/PlayQueueButton';
export { isPlayableItem, queueIdOf, usePlayItem } from './playback/use-play-item';
export { playableTracks, toPlayerTrack } from './player-tracks/to-player-track';
export { homeChannelRoute, routes } from './routes';
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
