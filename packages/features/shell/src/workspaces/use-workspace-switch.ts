import { getMyWorkspaces } from '@tonearm/client';
import { DEFAULT_WORKSPACE, type Workspace } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import useSWR, { useSWRConfig } from 'swr';
import { useTrans } from '../i18n';
import { ACTIVE_WORKSPACE_COOKIE, activateWorkspace } from './active-workspace';

/** The query key of the signed-in user's workspaces (`GET me/workspaces`), refreshed after joining one. */
export const WORKSPACES_QUERY_KEY = 'me/workspaces';

/**
 * The user's workspaces with the default one first (id 0, "Default", doc 000 §3), which of them is active, and
 * `switchTo`, which makes another one active and asks every loaded list again in its scope.
 */
export function useWorkspaceSwitch() {
  const http = useHttpClient();
  const { trans } = useTrans();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR(WORKSPACES_QUERY_KEY, () => getMyWorkspaces(http));
  const defaultWorkspace: Workspace = { ...DEFAULT_WORKSPACE, name: trans('Default') };
  const workspaces = [defaultWorkspace, ...(data?.workspaces ?? [])];
  const cookie = createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE);
  const activeId =
    workspaces.find((workspace) => String(workspace.id) === cookie)?.id ?? DEFAULT_WORKSPACE.id;

  const switchTo = async (workspaceId: number) => {
    if (workspaceId === activeId) return;
    activateWorkspace(workspaceId, { jar: createCookieJar(document), http });
    // Everything loaded so far belongs to the workspace just left.
    await mutate((key) => key !== WORKSPACES_QUERY_KEY);
  };

  return { workspaces, activeId, switchTo, isLoading, failed: error !== undefined };
}
