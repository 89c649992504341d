import { ADMIN_PLAYLISTS_RESOURCE, createAdminPlaylist, updateAdminPlaylist } from '@tonearm/client/calls';
import {
  type AdminPlaylistCreatePayload,
  type AdminPlaylistPayload,
  type AdminPlaylistRow,
  adminPlaylistRowSchema,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The playlists list: its query in the address, its page from the server, saving a playlist's form and adding one. */
export function usePlaylistsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_PLAYLISTS_RESOURCE, adminPlaylistRowSchema);
  const { reload } = list;
  const save = useCallback(
    async (id: number, payload: AdminPlaylistPayload): Promise<AdminPlaylistRow> => {
      const { playlist } = await updateAdminPlaylist(http, id, payload);
      await reload();
      return playlist;
    },
    [http, reload],
  );
  const create = useCallback(
    async (payload: AdminPlaylistCreatePayload): Promise<AdminPlaylistRow> => {
      const { playlist } = await createAdminPlaylist(http, payload);
      await reload();
      return playlist;
    },
    [http, reload],
  );
  return { ...list, save, create };
}
