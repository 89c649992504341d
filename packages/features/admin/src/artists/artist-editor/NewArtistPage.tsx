import { createAdminArtist } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { ArtistEditorForm } from './ArtistEditorForm';

/** `/admin/artists/new`: the artist form, empty; saving adds the artist and goes back to the list. */
export function NewArtistPage() {
  const http = useHttpClient();
  return <ArtistEditorForm artist={null} save={(payload) => createAdminArtist(http, payload)} />;
}
