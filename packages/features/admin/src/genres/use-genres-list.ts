import { ADMIN_GENRES_RESOURCE, createAdminGenre, updateAdminGenre } from '@tonearm/client/calls';
import { type AdminGenrePayload, type AdminGenreRow, adminGenreRowSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The genres list: its query in the address, its page from the server, and saving a genre (new or not). */
export function useGenresList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_GENRES_RESOURCE, adminGenreRowSchema);
  const { reload } = list;
  const save = useCallback(
    async (id: number | null, payload: AdminGenrePayload): Promise<AdminGenreRow> => {
      const { genre } =
        id === null ? await createAdminGenre(http, payload) : await updateAdminGenre(http, id, payload);
      await reload();
      return genre;
    },
    [http, reload],
  );
  return { ...list, save };
}
