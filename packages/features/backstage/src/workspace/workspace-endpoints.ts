import type { CatalogueEndpoints } from '@tonearm/admin/catalogue-editors';
import {
  discardWorkspaceImports,
  getWorkspaceChoices,
  getWorkspaceImports,
  publishWorkspaceImports,
  readWorkspaceAudio,
} from '@tonearm/client/calls';

/**
 * The admin's upload screen and editors pointed at the artist's workspace: pickers offer the artist's own artists
 * and albums, files are read and published into them (files dropped on an album's form join it), and there are no
 * admin lists to go back to.
 */
export const WORKSPACE_ENDPOINTS: CatalogueEndpoints = {
  picksArtists: true,
  // The workspace's publish takes `album_id` for an album of the artist's own, so their album form takes uploads.
  uploadsIntoAlbums: true,
  async search(http, kind, query) {
    return (await getWorkspaceChoices(http, kind, query)).items;
  },
  listImports: getWorkspaceImports,
  readImport: readWorkspaceAudio,
  publishImports: publishWorkspaceImports,
  discardImports: discardWorkspaceImports,
  listHref: () => null,
  albumEditHref: (id) => `/backstage/albums/${id}`,
};
