import { getAdminUserTokens, revokeAdminUserToken } from '@tonearm/client/calls';
import type { AccessToken } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useRelativeTime, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Skeleton, toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';

/** The user's access tokens, each revocable. */
export function UserApiTab({ userId }: { userId: number }) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const http = useHttpClient();
  const tokens = useSWR(['admin/users/tokens', userId], () => getAdminUserTokens(http, userId));
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = async (token: AccessToken) => {
    try {
      await revokeAdminUserToken(http, userId, token.id);
      await tokens.mutate();
      toast.positive(trans('Token revoked'));
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  if (tokens.error) return <p role="alert">{trans('The tokens could not be loaded.')}</p>;
  if (!tokens.data) return <Skeleton className="h-24 w-full max-w-2xl" />;
  if (tokens.data.tokens.length === 0) {
    return <p className="text-muted-foreground">{trans('This user has no access tokens.')}</p>;
  }
  return (
    <>
      <ul aria-label={trans('Access tokens')} className="flex max-w-2xl flex-col divide-y divide-border">
        {tokens.data.tokens.map((token) => (
          <li key={token.id} className="flex items-center gap-3 py-2">
            <span className="flex min-w-0 flex-1 flex-col text-sm">
              <span className="truncate font-medium">{token.name}</span>
              <span className="text-muted-foreground">
                {token.last_used_at
                  ? trans('Last used :time', { time: relativeTime(token.last_used_at) })
                  : trans('Never used')}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={trans('Revoke :name', { name: token.name })}
              onPress={() => setRevoking(token)}
            >
              {trans('Revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <AlertDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={trans('Revoke “:name”?', { name: revoking?.name ?? '' })}
        confirmLabel={trans('Revoke')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      >
        {trans('Apps using this token are refused from now on.')}
      </AlertDialog>
    </>
  );
}
