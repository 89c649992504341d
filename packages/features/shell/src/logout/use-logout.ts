import { logout } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import { toast } from '@tonearm/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
// From SWR's internals, as `swr` brings `useSWR` along into the chunks every first visit loads.
import { useSWRConfig } from 'swr/_internal';
import { isAppearanceEditorActive } from '../appearance-preview/appearance-editor-mode';
import { useBootstrapStore } from '../bootstrap';
import { useTrans } from '../i18n';
import { showRequestError } from '../request-errors';
import { forgetActiveWorkspace } from '../workspaces/active-workspace';

/** Shown instead of logging out from inside the appearance editor's preview (doc 000 §8), before translation. */
export const LOGOUT_IN_APPEARANCE_EDITOR = "Can't logout while in appearance editor.";

/**
 * Logs the visitor out (doc 000 §4): `POST auth/logout`, the active workspace is forgotten, the answer's bootstrap
 * data replaces the current one, cached query data is dropped and the visitor goes to /login. Refused, with no call, in the appearance editor's
 * preview; a failure shows the generic notice.
 */
export function useLogout(): () => Promise<void> {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trans } = useTrans();
  return useCallback(async () => {
    if (isAppearanceEditorActive()) {
      toast.danger(trans("Can't logout while in appearance editor."));
      return;
    }
    try {
      const { bootstrapData } = await logout(http);
      forgetActiveWorkspace({ jar: createCookieJar(document), http });
      store.set(bootstrapData);
      await mutate(() => true, undefined, { revalidate: false });
      await navigate('/login');
    } catch (error) {
      showRequestError(error);
    }
  }, [http, store, navigate, mutate, trans]);
}
