export { ApiDocsPage, type ApiDocsPageProps } from './api-docs/ApiDocsPage';
export {
  type ApiEntry,
  type ApiSection,
  apiEntries,
  apiSections,
  exampleFor,
  requestPath,
} from './api-docs/api-reference';
export { type FetchPort, sendTryRequest, type TryRequest, type TryResponse } from './api-docs/try-request';
export { OPENAPI_QUERY_KEY, useApiDocument } from './api-docs/use-api-document';
export { CONTACT_SUCCESS_MESSAGE, ContactPage } from './contact/ContactPage';
export { CustomPageScreen } from './custom-page/CustomPageScreen';
export { CustomPageView, type CustomPageViewProps } from './custom-page/CustomPageView';
export { pageMeta } from './custom-page/page-meta';
export { sanitizePageHtml } from './custom-page/sanitize-page-html';
export { CUSTOM_PAGE_QUERY_KEY, useCustomPage } from './custom-page/use-custom-page';
export { type DocumentMeta, useDocumentMeta } from './custom-page/use-document-meta';
export { IMPORT_PLAYLIST_SUCCESS_MESSAGE, ImportPlaylistPage } from './import-playlist/ImportPlaylistPage';
export { routes } from './routes';
export { SUGGEST_ARTIST_SUCCESS_MESSAGE, SuggestArtistPage } from './suggest-artist/SuggestArtistPage';
export { CONTACT_HUMAN_CHECK_ACTION, useVisitorForm } from './visitor-form/use-visitor-form';
