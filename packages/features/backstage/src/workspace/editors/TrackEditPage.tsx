import { TrackEditorForm } from '@tonearm/admin/catalogue-editors';
import { getWorkspaceTrack, updateWorkspaceTrack } from '@tonearm/client/calls';
import type { AdminTrackPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import { WorkspaceItemTabs } from '../WorkspaceItemTabs';
import { WorkspacePage } from '../WorkspacePage';
import { DeleteItemButton } from './DeleteItemButton';
import { useWorkspaceItem } from './use-workspace-item';
import { WorkspaceItemStates } from './WorkspaceItemStates';

/** `/backstage/tracks/{trackId}`: the admin's track form for one of the artist's own tracks. */
export function TrackEditPage() {
  const { trans } = useTrans();
  const http = useHttpClient();
  const id = Number(useParams().trackId);
  const state = useWorkspaceItem(
    ['backstage/workspace/tracks', id],
    () => getWorkspaceTrack(http, id),
    (payload: AdminTrackPayload) => updateWorkspaceTrack(http, id, payload),
    (answer) => answer.track,
  );
  return (
    <WorkspacePage>
      <WorkspaceItemStates state={state} failedTitle={trans('The track could not be loaded')}>
        {(track) => (
          <>
            <WorkspaceItemTabs kind="tracks" id={track.id} />
            <TrackEditorForm key={track.id} track={track} save={state.save} />
            <DeleteItemButton kind="tracks" id={track.id} name={track.name} />
          </>
        )}
      </WorkspaceItemStates>
    </WorkspacePage>
  );
}
