import { useTrans } from '@tonearm/shell';
import { Button, IllustratedMessage, Skeleton } from '@tonearm/ui';
import type { ReactNode } from 'react';
import type { PagedList } from './use-paged-list';

export interface PagedListStateProps<Item> {
  list: PagedList<Item>;
  /** Names the list while it loads ('Loading liked songs'). */
  loadingLabel: string;
  /** What an empty list says, and how to fill it. */
  empty: { title: string; description: ReactNode; action?: ReactNode };
  /** The items so far, once the first page is in and holds something. */
  children: (items: Item[]) => ReactNode;
  /** A "Load more" button under the items while pages remain. Lists that load every page leave it out. @default true */
  showLoadMore?: boolean;
}

/** A paginated list's loading, failed, empty and loaded states, with a "Load more" button under it. */
export function PagedListState<Item>({
  list,
  loadingLabel,
  empty,
  children,
  showLoadMore = true,
}: PagedListStateProps<Item>) {
  const { trans } = useTrans();
  if (list.error && list.items.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="font-semibold text-lg">{trans('There was an issue. Please try again.')}</p>
        <Button variant="outline" onPress={list.retry}>
          {trans('Try again')}
        </Button>
      </div>
    );
  }
  if (list.isLoading) {
    return (
      <div role="status" aria-label={loadingLabel} className="flex flex-col gap-3">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <IllustratedMessage
        title={empty.title}
        description={empty.description}
        action={empty.action}
        headingLevel={2}
        className="py-12"
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {children(list.items)}
      {showLoadMore && list.hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" onPress={list.loadMore} isPending={list.isLoadingMore}>
            {trans('Load more')}
          </Button>
        </div>
      )}
    </div>
  );
}
