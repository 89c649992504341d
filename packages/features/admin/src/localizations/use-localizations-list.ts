import {
  ADMIN_LOCALIZATIONS_RESOURCE,
  createAdminLocalization,
  renameAdminLocalization,
} from '@tonearm/client/calls';
import {
  type AdminLocalizationRow,
  adminLocalizationRowSchema,
  type CreateLocalizationPayload,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The localizations list: its query in the address, its page from the server, create, rename and delete. */
export function useLocalizationsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_LOCALIZATIONS_RESOURCE, adminLocalizationRowSchema);
  const { reload } = list;
  const create = useCallback(
    async (payload: CreateLocalizationPayload): Promise<AdminLocalizationRow> => {
      const { localization } = await createAdminLocalization(http, payload);
      await reload();
      return localization;
    },
    [http, reload],
  );
  const rename = useCallback(
    async (id: number, name: string): Promise<AdminLocalizationRow> => {
      const { localization } = await renameAdminLocalization(http, id, { name });
      await reload();
      return localization;
    },
    [http, reload],
  );
  return { ...list, create, rename };
}
