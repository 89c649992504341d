export { AddToPlaylistMenu, type AddToPlaylistMenuProps } from './add-to-playlist/AddToPlaylistMenu';
export { useAddToPlaylistEntry } from './add-to-playlist/add-to-playlist-entry';
export { useOwnPlaylists } from './add-to-playlist/use-own-playlists';
export { AdSlot, type AdSlotName } from './ads/AdSlot';
export { AlbumMenuButton, useAlbumMenuEntries } from './album-menu/AlbumMenuButton';
export {
  ChannelContent,
  type ChannelContentProps,
  NestedChannelSection,
  nestedChannels,
  PlayableMediaCard,
} from './channel-content/ChannelContent';
export { ChannelTracks, type ChannelTracksProps } from './channel-content/ChannelTracks';
export { ChannelPage, type ChannelPageProps } from './channel-page/ChannelPage';
export { ContentCarousel, type ContentCarouselProps } from './content-carousel/ContentCarousel';
export { ContentGrid, type ContentGridProps } from './content-grid/ContentGrid';
export { type CatalogueQuery, useCatalogueQuery } from './data/use-catalogue-query';
export { formatDuration } from './format/duration';
export { FrontPage } from './front-page/FrontPage';
export {
  CHANNEL_HOMEPAGE,
  type FrontPage as FrontPageChoice,
  frontPageFor,
  LANDING_PAGE_HOMEPAGE,
} from './front-page/front-page';
export { ItemHeader, type ItemHeaderProps } from './item-header/ItemHeader';
export { AnchoredMenu, type AnchoredMenuProps } from './item-menu/AnchoredMenu';
export { ItemMenu, type ItemMenuEntry, type ItemMenuProps } from './item-menu/ItemMenu';
export { anchorRect, isContextMenuKey, type MenuAnchor } from './item-menu/item-menu-state';
export { LANDING_PAGE_MENU_POSITION, LandingPage } from './landing-page/LandingPage';
export { LibraryLayout } from './library/LibraryLayout';
export {
  DEFAULT_LIBRARY_TAB,
  LIBRARY_TABS,
  type LibraryTab,
  libraryLink,
  libraryTabOf,
} from './library/library-tabs';
export { LibraryAlbumsPage, LibraryArtistsPage } from './library-collections/LibraryCollectionPage';
export { type HistoryDay, historyDays } from './library-history/history-days';
export { LibraryHistoryPage } from './library-history/LibraryHistoryPage';
export { LibraryPlaylistsPage } from './library-playlists/LibraryPlaylistsPage';
export { LibrarySongsPage } from './library-songs/LibrarySongsPage';
export {
  FollowButton,
  type FollowButtonProps,
  LikeButton,
  type LikeButtonProps,
} from './like-button/LikeButton';
export {
  LIBRARY_IDS_QUERY_KEY,
  useLibraryIds,
  useLibraryItem,
  useRemoveFromLibrary,
  withLibraryChange,
} from './like-button/use-library';
export {
  absoluteLink,
  albumEmbedLink,
  albumLink,
  artistLink,
  channelLink,
  lyricsLink,
  playlistLink,
  type RadioSeedType,
  radioLink,
  slugSegment,
  type TagTab,
  tagLink,
  trackEmbedLink,
  trackLink,
} from './links/links';
export { LyricsPage } from './lyrics-page/LyricsPage';
export { LyricsText, type LyricsTextProps } from './lyrics-page/LyricsText';
export { lyricsTrackId, toPlayerLyrics } from './lyrics-page/lyrics-target';
export { MediaCard, type MediaCardProps } from './media-card/MediaCard';
export { type MediaItem, type MediaLink, mediaItem } from './media-card/media-item';
export { documentTitle, metaDescription, usePageMeta } from './page-meta/use-page-meta';
export { PageSkeleton, PageState, type PageStateProps } from './page-state/PageState';
export { PagedListState, type PagedListStateProps } from './paged-list/PagedListState';
export { PagedMediaGrid, type PagedMediaGridProps } from './paged-list/PagedMediaGrid';
export { joinPages, type ListPage, type PagedItems } from './paged-list/paged-list';
export { type PagedList, type PagedListOptions, usePagedList } from './paged-list/use-paged-list';
export { PlayQueueButton, type PlayQueueButtonProps } from './playback/PlayQueueButton';
export { ShufflePlayButton, type ShufflePlayButtonProps } from './playback/ShufflePlayButton';
export { isPlayableItem, queueIdOf, usePlayItem } from './playback/use-play-item';
export { playableTracks, toPlayerTrack } from './player-tracks/to-player-track';
export {
  CreatePlaylistButton,
  type CreatePlaylistButtonProps,
} from './playlist-dialogs/CreatePlaylistButton';
export { DeferredPlaylistDialogHost } from './playlist-dialogs/DeferredPlaylistDialogHost';
export { PlaylistFormDialog, type PlaylistFormDialogProps } from './playlist-dialogs/PlaylistFormDialog';
export {
  type PlaylistDialog,
  PlaylistDialogStore,
  playlistDialogStore,
  usePlaylistDialog,
} from './playlist-dialogs/playlist-dialog-store';
export {
  OWN_PLAYLISTS_QUERY_KEY,
  type PlaylistChanges,
  playlistQueryKey,
  usePlaylistChanges,
} from './playlist-dialogs/use-playlist-changes';
export { RadioPage } from './radio-page/RadioPage';
export { radioKinds, radioQueueId, radioSeedOf, radioSeedView } from './radio-page/radio-seed';
export { repostMessage, useRepost } from './repost/use-repost';
export { embedRoutes, homeRoutes, routes } from './routes';
export { type ClipboardPort, copyLink } from './share/copy-link';
export { ShareDialogHost } from './share/ShareDialogHost';
export {
  ShareDialogStore,
  type ShareSubject,
  shareDialogStore,
  useShareDialog,
} from './share/share-dialog-store';
export { shareLinks } from './share/share-links';
export { DeferredSidebarPlaylists } from './sidebar-playlists/DeferredSidebarPlaylists';
export { SidebarPlaylists } from './sidebar-playlists/SidebarPlaylists';
export { TagPage } from './tag-page/TagPage';
export { TagAlbums, TagOverview, TagTracks } from './tag-page/TagSections';
export {
  TAG_OVERVIEW_ALBUMS,
  TAG_OVERVIEW_TRACKS,
  TAG_PAGE_TABS,
  type TagPageTab,
  tagPageTabOf,
  tagQueueId,
} from './tag-page/tag-tabs';
export { CommentForm, type CommentFormProps } from './track-comments/CommentForm';
export { CommentItem, type CommentItemProps } from './track-comments/CommentItem';
export { TrackComments, type TrackCommentsProps } from './track-comments/TrackComments';
export { type TrackCommentsState, useTrackComments } from './track-comments/use-track-comments';
export { isPlaceholderTrack, placeholderTrack } from './track-list/placeholder-track';
export { TrackList, type TrackListItem, type TrackListProps } from './track-list/TrackList';
export { tracksForMenu } from './track-list/tracks-for-menu';
export { TrackMenu, type TrackMenuProps } from './track-menu/TrackMenu';
export { useTrackMenuEntries } from './track-menu/use-track-menu-entries';
export { TrackPage } from './track-page/TrackPage';
export { TrackWaveform, type TrackWaveformProps, trackWaveKey } from './track-waveform/TrackWaveform';
export { type TrackPlayback, useTrackPlayback } from './track-waveform/use-track-playback';
export { WaveformSlider, type WaveformSliderProps } from './track-waveform/WaveformSlider';
export {
  commentPosition,
  commentSecond,
  MIN_BAR_HEIGHT,
  peaksToBars,
  playedFraction,
  WAVE_BARS,
} from './track-waveform/waveform-bars';
export { ProfileHeader, type ProfileHeaderProps } from './user-profile/ProfileHeader';
export {
  DEFAULT_PROFILE_TAB,
  profileTabLabels,
  profileTabLink,
  profileTabOf,
} from './user-profile/profile-tabs';
export { UserProfilePage } from './user-profile/UserProfilePage';
export { useUserFollow, withUserFollow } from './user-profile/use-user-follow';
