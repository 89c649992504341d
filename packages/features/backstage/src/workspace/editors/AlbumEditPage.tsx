import { AlbumEditorForm } from '@tonearm/admin/catalogue-editors';
import { getWorkspaceAlbum, updateWorkspaceAlbum } from '@tonearm/client/calls';
import type { AdminAlbumPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { WorkspaceItemTabs } from '../WorkspaceItemTabs';
import { WorkspacePage } from '../WorkspacePage';
import { DeleteItemButton } from './DeleteItemButton';
import { useWorkspaceItem } from './use-workspace-item';
import { WorkspaceItemStates } from './WorkspaceItemStates';

/** `/backstage/albums/{albumId}`: the admin's album form for one of the artist’s own albums, its track order included. */
export function AlbumEditPage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const id = Number(useParams().albumId);
  const state = useWorkspaceItem(
    ['backstage/workspace/albums', id],
    () => getWorkspaceAlbum(http, id),
    (payload: AdminAlbumPayload) => updateWorkspaceAlbum(http, id, payload),
    (answer) => answer.album,
  );
  return (
    <WorkspacePage>
      <WorkspaceItemStates state={state} failedTitle={trans('The album could not be loaded')}>
        {(album) => (
          <>
            <WorkspaceItemTabs kind="albums" id={album.id} />
            <AlbumEditorForm key={album.id} album={album} save={state.save} />
            <DeleteItemButton kind="albums" id={album.id} name={album.name} />
          </>
        )}
      </WorkspaceItemStates>
    </WorkspacePage>
  );
}
