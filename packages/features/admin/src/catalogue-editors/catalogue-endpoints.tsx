import type { HttpClient } from '@tonearm/client';
import {
  discardCatalogueImports,
  getAdminAlbums,
  getAdminArtists,
  getCatalogueImports,
  publishCatalogueImports,
  readUploadedAudio,
} from '@tonearm/client/calls';
import type {
  CatalogueImport,
  CatalogueImportDiscardResponse,
  CatalogueImportListResponse,
  CatalogueImportPublishBody,
  CatalogueImportPublishResponse,
} from '@tonearm/client/contract';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { createContext, type ReactNode, useContext } from 'react';
import type { CatalogueChoice } from '../tracks/track-editor/track-form';

/**
 * Where the catalogue's upload screen and editors read and write: the admin's endpoints, or another area's (the
 * artist's backstage) with the same shapes. The forms stay one set of components.
 */
export interface CatalogueEndpoints {
  /**
   * Whether the upload screen's artists are picked from `search` instead of typed: an area that credits only the
   * user's own artists offers them, where typing another name would only be refused.
   */
  picksArtists: boolean;
  /**
   * Whether the album form offers uploading tracks into the album: the area's publish call takes `album_id` and
   * checks the album. @default false
   */
  uploadsIntoAlbums?: boolean;
  /** Artists or albums whose name holds `query`, for the pickers. */
  search(http: HttpClient, kind: 'artists' | 'albums', query: string): Promise<CatalogueChoice[]>;
  listImports(http: HttpClient): Promise<CatalogueImportListResponse>;
  readImport(http: HttpClient, fileEntryId: number): Promise<CatalogueImport>;
  publishImports(http: HttpClient, body: CatalogueImportPublishBody): Promise<CatalogueImportPublishResponse>;
  discardImports(http: HttpClient, importIds: readonly number[]): Promise<CatalogueImportDiscardResponse>;
  /** The list an editor goes back to; `null` shows no back link. */
  listHref(kind: 'tracks' | 'albums' | 'artists'): string | null;
  /** The editor of an album, linked from its artist's form. */
  albumEditHref(id: number): string;
  /** An item's insights, linked from its form; left out where the area links them otherwise. */
  insightsHref?(kind: 'tracks' | 'albums' | 'artists', id: number): string;
}

/** The admin area's endpoints and pages (`admin/…`). */
export const ADMIN_CATALOGUE_ENDPOINTS: CatalogueEndpoints = {
  // An admin's upload may credit a new artist by name: publishing creates it.
  picksArtists: false,
  uploadsIntoAlbums: true,
  async search(http, kind, query) {
    const list = { ...DEFAULT_LIST_QUERY, perPage: 10, query };
    const answer = kind === 'artists' ? await getAdminArtists(http, list) : await getAdminAlbums(http, list);
    return answer.pagination.data.map(({ id, name }) => ({ id, name }));
  },
  listImports: getCatalogueImports,
  readImport: readUploadedAudio,
  publishImports: publishCatalogueImports,
  discardImports: discardCatalogueImports,
  listHref: (kind) => `/admin/${kind}`,
  albumEditHref: (id) => `/admin/albums/${id}/edit`,
  insightsHref: (kind, id) => `/admin/${kind}/${id}/insights`,
};

const CatalogueEndpointsContext = createContext<CatalogueEndpoints>(ADMIN_CATALOGUE_ENDPOINTS);

export interface CatalogueEndpointsProviderProps {
  endpoints: CatalogueEndpoints;
  children: ReactNode;
}

/** Points the catalogue screens inside at other endpoints than the admin's. */
export function CatalogueEndpointsProvider({ endpoints, children }: CatalogueEndpointsProviderProps) {
  return (
    <CatalogueEndpointsContext.Provider value={endpoints}>{children}</CatalogueEndpointsContext.Provider>
  );
}

/** The endpoints the catalogue screens use here: the admin's unless a provider says otherwise. */
export const useCatalogueEndpoints = () => useContext(CatalogueEndpointsContext);
