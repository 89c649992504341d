import type { AccessToken } from '@tonearm/client/contract';
import { relativeTime } from '@tonearm/client/rules';
import { showRequestError, useBootstrapData, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, DialogTrigger } from '@tonearm/ui';

export interface AccessTokenListProps {
  tokens: AccessToken[];
  onDelete(id: number): Promise<void>;
}

/** The account's tokens with when each was last used ('Never' when unused) and Delete. */
export function AccessTokenList({ tokens, onDelete }: AccessTokenListProps) {
  const { i18n } = useBootstrapData();
  const { trans } = useTrans();
  if (tokens.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">{trans('You have no personal access tokens yet.')}</p>
    );
  }
  return (
    <ul aria-label={trans('API tokens')} className="divide-y divide-border">
      {tokens.map((token) => (
        <li key={token.id} data-testid="access-token" className="flex flex-wrap items-center gap-3 py-3">
          <div className="flex min-w-0 flex-1 flex-col text-sm">
            <span className="break-all font-medium">{token.name}</span>
            <span className="text-muted-foreground">
              {trans('Last used:')}{' '}
              {token.last_used_at ? (
                <time dateTime={token.last_used_at}>
                  {relativeTime(token.last_used_at, { locale: i18n.language })}
                </time>
              ) : (
                trans('Never')
              )}
            </span>
          </div>
          <DialogTrigger>
            <Button variant="ghost" size="sm" aria-label={trans('Delete token :name', { name: token.name })}>
              {trans('Delete')}
            </Button>
            <AlertDialog
              title={trans('Delete token?')}
              confirmLabel={trans('Delete')}
              cancelLabel={trans('Cancel')}
              intent="danger"
              onConfirm={() =>
                onDelete(token.id).catch((error: unknown) => {
                  showRequestError(error);
                  throw error;
                })
              }
            >
              {trans(
                'This token will be deleted immediately and permanently. Once deleted, it can no longer be used to make API requests.',
              )}
            </AlertDialog>
          </DialogTrigger>
        </li>
      ))}
    </ul>
  );
}
