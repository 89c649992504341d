import { getAdminTrackChoice, getAdminTrackChoices } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import type { DataTableModelFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';

/**
 * The comments list's "Track" filter: tracks found by name as the admin types, ten at a time, through the admin's
 * track picker, which a moderator with `comments.update` alone may use.
 */
export function useTrackFilter(label: string): DataTableModelFilterDefinition {
  const http = useHttpClient();
  return useMemo(
    () => ({
      type: 'model',
      key: 'track',
      label,
      load: async (search) => {
        const { tracks } = await getAdminTrackChoices(http, search);
        return tracks.map((track) => ({
          id: track.id,
          label: track.name,
          ...(track.artist ? { description: track.artist.name } : {}),
        }));
      },
      loadOption: async (id) => {
        const { track } = await getAdminTrackChoice(http, Number(id));
        return { id: track.id, label: track.name };
      },
    }),
    [http, label],
  );
}
