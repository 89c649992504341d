// The catalogue's upload screen, editors and report charts for other areas (the artist's backstage) to show with
// their own endpoints; loaded only behind lazy routes, never on a listener's first visit.
export { AlbumEditorForm, type AlbumEditorFormProps } from '../albums/album-editor/AlbumEditorForm';
export { ArtistEditorForm, type ArtistEditorFormProps } from '../artists/artist-editor/ArtistEditorForm';
export { CatalogueImportPage, type CatalogueImportPageProps } from '../catalogue-import/CatalogueImportPage';
export { DateRangeControl } from '../dashboard/DateRangeControl';
export { type DashboardRange, useDashboardRange } from '../dashboard/use-dashboard-range';
export { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
export { ItemInsightsReport, type ItemInsightsReportProps } from '../insights/ItemInsightsReport';
export { ArtworkField, type ArtworkFieldProps } from '../tracks/track-editor/ArtworkField';
export { TrackEditorForm, type TrackEditorFormProps } from '../tracks/track-editor/TrackEditorForm';
export type { CatalogueChoice } from '../tracks/track-editor/track-form';
export {
  ADMIN_CATALOGUE_ENDPOINTS,
  type CatalogueEndpoints,
  CatalogueEndpointsProvider,
  type CatalogueEndpointsProviderProps,
  useCatalogueEndpoints,
} from './catalogue-endpoints';
