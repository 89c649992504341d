// The workspace's screens in one lazily loaded module: the route table names each by key, so the app's entry carries
// one dynamic import (and one preload list) for all of them.
export { AlbumEditPage } from './editors/AlbumEditPage';
export { ArtistEditPage } from './editors/ArtistEditPage';
export { TrackEditPage } from './editors/TrackEditPage';
export { AlbumInsightsPage, ArtistInsightsPage, TrackInsightsPage } from './insights/InsightsPage';
export { MusicUploadPage, NewAlbumPage, NewTrackPage } from './upload/UploadPage';
