import {
  type AdminSettingsResponse,
  adminSettingsResponseSchema,
  type ClearCachesResponse,
  clearCachesResponseSchema,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The settings every panel starts from, with a save of changed keys and "Clear cache". */
export function useSettingsPanels() {
  const http = useHttpClient();
  const answer = useSWR('admin/settings', () =>
    http.get('admin/settings', { schema: adminSettingsResponseSchema, callName: 'GET admin/settings' }),
  );
  const { mutate } = answer;
  const save = useCallback(
    async (changes: Record<string, unknown>): Promise<AdminSettingsResponse> => {
      const saved = await http.put(
        'admin/settings',
        { changes },
        { schema: adminSettingsResponseSchema, callName: 'PUT admin/settings' },
      );
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, mutate],
  );
  const clearCaches = useCallback(
    (): Promise<ClearCachesResponse> =>
      http.post('admin/settings/cache/clear', undefined, {
        schema: clearCachesResponseSchema,
        callName: 'POST admin/settings/cache/clear',
      }),
    [http],
  );
  return { settings: answer.data, error: answer.error as unknown, reload: () => mutate(), save, clearCaches };
}
