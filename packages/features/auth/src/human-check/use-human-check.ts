import { verifyRecaptcha } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useSettings, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useCallback } from 'react';
import { loadRecaptcha } from './load-recaptcha';
import { verifyHuman } from './verify-human';

/**
 * The human-verification check for `action`, to run before submitting: resolves `true` to go ahead; on failure it
 * shows 'Could not verify you are human.' and resolves `false`.
 */
export function useHumanCheck(action: string): () => Promise<boolean> {
  const http = useHttpClient();
  const { recaptcha } = useSettings();
  const { trans } = useTrans();
  return useCallback(async () => {
    const passed = await verifyHuman(recaptcha, action, {
      load: (siteKey) => loadRecaptcha(siteKey),
      verify: async (token) => (await verifyRecaptcha(http, { token })).success,
    });
    if (!passed) toast.danger(trans('Could not verify you are human.'));
    return passed;
  }, [http, recaptcha, action, trans]);
}
