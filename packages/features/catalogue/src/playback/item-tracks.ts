import { getAlbum, getArtist, getPlaylistTracks, getRadio, type HttpClient } from '@tonearm/client';
import type { ChannelItem, Track } from '@tonearm/client/contract';

/** The tracks an item's play button plays: an album's, an artist's most played, a playlist's, a genre's radio. */
export async function tracksOf(http: HttpClient, item: ChannelItem): Promise<Track[]> {
  switch (item.model_type) {
    case 'track':
      return [item];
    case 'album':
      return item.tracks ?? (await getAlbum(http, item.id)).album.tracks ?? [];
    case 'artist':
      return (await getArtist(http, item.id)).tracks.data;
    case 'playlist':
      return (await getPlaylistTracks(http, item.id, { perPage: 100 })).pagination.data;
    case 'genre':
      return (await getRadio(http, 'genre', item.id)).recommendations;
    case 'user':
      return [];
  }
}
