export { ArtworkName, type ArtworkNameProps } from './ArtworkName';
export { CatalogueListPage, type CatalogueListPageProps, type CatalogueListWords } from './CatalogueListPage';
export { CatalogueRowActions, type CatalogueRowActionsProps } from './catalogue-row-actions';
export { trackDuration } from './track-duration';
export { useArtistFilter } from './use-artist-filter';
