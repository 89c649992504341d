import { declineWorkspaceInvite, isHttpError, joinWorkspace } from '@tonearm/client';
import type { InviteId } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import { activateWorkspace, showRequestError, useTrans, WORKSPACES_QUERY_KEY } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useNotificationActions } from '../notification-list/use-notification-actions';
import { useRefreshUnreadCount } from '../unread-count/use-unread-count';

/** Doc 000 §8: a join or decline answered 404, before translation. */
export const INVALID_INVITE_MESSAGE = 'This invite is no longer valid';

export interface WorkspaceInvitation {
  /** Joins the workspace and makes it the active one. */
  join(): Promise<void>;
  /** Declines the invitation. */
  decline(): Promise<void>;
  /** The answer being sent, if any. */
  pending: 'join' | 'decline' | null;
}

/**
 * Answering a workspace invitation from its notification (doc 000 §4, §7, §8): joining sets the active workspace
 * and refreshes the workspaces and notifications ('Joined workspace'); declining says 'Declined workspace
 * invitation'; a 404 on either means the invite is gone ('This invite is no longer valid') and refreshes the
 * notifications; anything else is a request error.
 */
export function useWorkspaceInvitation(inviteId: InviteId): WorkspaceInvitation {
  const http = useHttpClient();
  const { mutate } = useSWRConfig();
  const notifications = useNotificationActions();
  const refreshUnreadCount = useRefreshUnreadCount();
  const { trans } = useTrans();
  const [pending, setPending] = useState<WorkspaceInvitation['pending']>(null);

  const answer = async (kind: 'join' | 'decline', send: () => Promise<string>) => {
    setPending(kind);
    try {
      toast.positive(await send());
      // The server reads the invitation's notification once it is answered.
      await Promise.all([notifications.refresh(), refreshUnreadCount()]);
    } catch (error) {
      if (isHttpError(error) && error.status === 404) {
        toast.danger(trans('This invite is no longer valid'));
        await notifications.refresh();
      } else {
        showRequestError(error);
      }
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    join: () =>
      answer('join', async () => {
        const { workspace } = await joinWorkspace(http, inviteId);
        activateWorkspace(workspace.id, { jar: createCookieJar(document), http });
        await mutate(WORKSPACES_QUERY_KEY);
        return trans('Joined workspace');
      }),
    decline: () =>
      answer('decline', async () => {
        await declineWorkspaceInvite(http, inviteId);
        return trans('Declined workspace invitation');
      }),
  };
}
