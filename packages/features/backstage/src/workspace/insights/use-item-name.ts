import { getWorkspaceAlbum, getWorkspaceArtist, getWorkspaceTrack } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';
import type { WorkspaceItemKind } from '../item-paths';

/**
 * The name of one of the artist's items, for the insights heading; read under the edit page's cache key, so going
 * from one page to the other asks once.
 */
export function useItemName(kind: WorkspaceItemKind, id: number): string | undefined {
  const http = useHttpClient();
  const answer = useSWR([`backstage/workspace/${kind}`, id], async () => {
    if (kind === 'tracks') return await getWorkspaceTrack(http, id);
    if (kind === 'albums') return await getWorkspaceAlbum(http, id);
    return await getWorkspaceArtist(http, id);
  });
  const data = answer.data;
  if (!data) return undefined;
  return 'track' in data ? data.track.name : 'album' in data ? data.album.name : data.artist.name;
}
