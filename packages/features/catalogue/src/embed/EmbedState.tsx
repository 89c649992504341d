import { errorStatus } from '@tonearm/client';
import { useTrans } from '@tonearm/shell';
import { Button, Skeleton } from '@tonearm/ui';
import type { ReactNode } from 'react';
import type { CatalogueQuery } from '../data/use-catalogue-query';

export interface EmbedStateProps<Data> extends CatalogueQuery<Data> {
  /** The embed once its data is in. */
  children: (data: Data) => ReactNode;
}

/**
 * An embed's loading, missing and failed states, sized for a small frame: a skeleton of the player, one line
 * saying what went wrong, and a retry when trying again can help.
 */
export function EmbedState<Data>({ data, error, retry, children }: EmbedStateProps<Data>) {
  const { trans } = useTrans();
  if (data !== undefined) return children(data);
  if (error) {
    const status = errorStatus(error);
    const message =
      status === 404
        ? trans('This music is no longer available.')
        : status === 403
          ? trans('This music cannot be played here.')
          : trans('There was an issue. Please try again.');
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
        <p className="font-medium text-sm">{message}</p>
        {status !== 404 && status !== 403 && (
          <Button size="sm" variant="outline" onPress={retry}>
            {trans('Try again')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div role="status" aria-label={trans('Loading')} className="flex flex-col gap-3 p-3">
      <div className="flex items-center gap-3">
        <Skeleton className="size-16 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
