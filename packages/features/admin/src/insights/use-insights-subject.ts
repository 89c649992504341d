import { getAdminAlbum, getAdminArtist, getAdminTrack, type InsightsSection } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

/**
 * The name of the item whose insights are shown, for the heading; read under its editor's cache key and in its
 * shape, so going from one page to the other asks once.
 */
export function useInsightsSubject(section: InsightsSection, id: number): string | undefined {
  const http = useHttpClient();
  const answer = useSWR([`admin/${section}`, id], async () => {
    if (section === 'tracks') return await getAdminTrack(http, id);
    if (section === 'albums') return await getAdminAlbum(http, id);
    return await getAdminArtist(http, id);
  });
  const data = answer.data;
  if (!data) return undefined;
  return 'track' in data ? data.track.name : 'album' in data ? data.album.name : data.artist.name;
}
