import { ArtistEditorForm } from '@tonearm/admin/catalogue-editors';
import { getWorkspaceArtist, updateWorkspaceArtist } from '@tonearm/client/calls';
import type { AdminArtistPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { WorkspaceItemTabs } from '../WorkspaceItemTabs';
import { WorkspacePage } from '../WorkspacePage';
import { useWorkspaceItem } from './use-workspace-item';
import { WorkspaceItemStates } from './WorkspaceItemStates';

/**
 * `/backstage/artists/{artistId}`: the admin's artist form for the artist's own profile, without the verified
 * switch and with the name read only (both are the site team's to change).
 */
export function ArtistEditPage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const id = Number(useParams().artistId);
  const state = useWorkspaceItem(
    ['backstage/workspace/artists', id],
    () => getWorkspaceArtist(http, id),
    // The form sends the whole payload; the name and the mark are left out, as the server ignores them.
    ({ name: _name, verified: _verified, ...payload }: AdminArtistPayload) =>
      updateWorkspaceArtist(http, id, payload),
    (answer) => answer.artist,
  );
  return (
    <WorkspacePage>
      <WorkspaceItemStates state={state} failedTitle={trans('The artist could not be loaded')}>
        {(artist) => (
          <>
            <WorkspaceItemTabs kind="artists" id={artist.id} />
            <ArtistEditorForm key={artist.id} artist={artist} save={state.save} hideAdminFields />
          </>
        )}
      </WorkspaceItemStates>
    </WorkspacePage>
  );
}
