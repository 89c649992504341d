import { toggleRepost } from '@tonearm/client';
import type { RepostableType } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, type Translate, useCurrentUser, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useNavigate } from 'react-router';

/** The toast that confirms a repost toggle, by what the server says the item now is. */
export function repostMessage(reposted: boolean, trans: Translate = (line) => line): string {
  return reposted ? trans('Reposted to your followers') : trans('Removed from your reposts');
}

/**
 * Reposts a track or an album to the listener's followers, or takes the repost back (`POST
 * users/me/reposts/toggle`). The server knows which it was, so the toast says what happened. A guest goes to
 * the login page.
 */
export function useRepost(type: RepostableType): (id: number) => void {
  const http = useHttpClient();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { trans } = useTrans();
  return (id) => {
    if (!user) {
      void navigate('/login');
      return;
    }
    toggleRepost(http, { repostable_id: id, repostable_type: type }).then(
      ({ reposted }) => toast.positive(repostMessage(reposted, trans)),
      (error: unknown) => showRequestError(error),
    );
  };
}
