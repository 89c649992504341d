import { useHttpClient } from '@tonearm/client/react';
import { createAdminArtist } from '../../catalogue-editors/catalogue-create-calls';
import { ArtistEditorForm } from './ArtistEditorForm';

/** `/admin/artists/new`: the artist form, empty; saving adds the artist and goes back to the list. */
export function NewArtistPage() {
  const http = useHttpClient();
  return <ArtistEditorForm artist={null} save={(payload) => createAdminArtist(http, payload)} />;
}
