export { CatalogueBulkDelete, type CatalogueBulkDeleteProps } from './CatalogueBulkDelete';
export { CatalogueDeleteDialog, type CatalogueDeleteDialogProps } from './CatalogueDeleteDialog';
