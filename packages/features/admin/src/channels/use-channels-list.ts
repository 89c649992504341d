import { ADMIN_CHANNELS_RESOURCE, applyChannelPreset, makeHomeChannel } from '@tonearm/client/calls';
import { adminChannelRowSchema, type ChannelPreset } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/**
 * The channels list: its query in the address, its page from the server, choosing the home channel and replacing
 * every channel with a preset.
 */
export function useChannelsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_CHANNELS_RESOURCE, adminChannelRowSchema);
  const { reload } = list;
  const makeHome = useCallback(
    async (id: number) => {
      await makeHomeChannel(http, id);
      await reload();
    },
    [http, reload],
  );
  const applyPreset = useCallback(
    async (preset: ChannelPreset) => {
      await applyChannelPreset(http, preset);
      await reload();
    },
    [http, reload],
  );
  return { ...list, makeHome, applyPreset };
}
