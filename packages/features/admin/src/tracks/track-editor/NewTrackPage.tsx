import { createAdminTrack } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { TrackEditorForm } from './TrackEditorForm';

/** `/admin/tracks/new`: the track form, empty; saving adds the track and goes back to the list. */
export function NewTrackPage() {
  const http = useHttpClient();
  return <TrackEditorForm track={null} save={(payload) => createAdminTrack(http, payload)} />;
}
