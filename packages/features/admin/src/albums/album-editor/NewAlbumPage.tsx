import { createAdminAlbum } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { AlbumEditorForm } from './AlbumEditorForm';

/** `/admin/albums/new`: the album form, empty; saving adds the album and goes back to the list. */
export function NewAlbumPage() {
  const http = useHttpClient();
  return <AlbumEditorForm album={null} save={(payload) => createAdminAlbum(http, payload)} />;
}
