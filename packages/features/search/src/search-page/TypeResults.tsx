import { PageState } from '@tonearm/catalogue';
import { searchType } from '@tonearm/client';
import type { SearchResults, SearchType } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useId, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { NoResults } from './NoResults';
import { ResultItems } from './ResultItems';
import { ResultsSkeleton } from './ResultsSkeleton';
import { searchTypeTitles } from './search-type-titles';

/** One type's tab: its results page by page (`GET search/{type}`), with "Load more" while more are left. */
export function TypeResults({ type, query }: { type: SearchType; query: string }) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const headingId = useId();
  const pages = useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof searchType>> | null) =>
      previous && previous.pagination.current_page >= previous.pagination.last_page
        ? null
        : ['search', type, query, index + 1],
    ([, , , page]) => searchType(http, type, query, { page: Number(page) }),
  );
  const items = useMemo(
    () => (pages.data ?? []).flatMap((page): unknown[] => page.pagination.data) as SearchResults[SearchType],
    [pages.data],
  );
  const last = pages.data?.at(-1)?.pagination;
  const total = pages.data?.[0]?.pagination.total ?? 0;
  const isLoadingMore = pages.size > (pages.data?.length ?? 0) && !pages.error;
  const title = searchTypeTitles(trans)[type];
  if (!pages.data && !pages.error) return <ResultsSkeleton label={trans('Loading')} sections={1} />;
  return (
    <PageState data={pages.data} error={pages.error} retry={() => void pages.mutate()}>
      {() =>
        items.length === 0 ? (
          <NoResults query={query} />
        ) : (
          <section aria-labelledby={headingId} className="flex flex-col gap-4 pt-4">
            <h2 id={headingId} className="font-semibold text-xl">
              {title} <span className="font-normal text-base text-muted-foreground">({total})</span>
            </h2>
            <ResultItems type={type} items={items} query={query} labelledBy={headingId} />
            {last && last.current_page < last.last_page && (
              <Button
                variant="outline"
                className="self-center"
                isPending={isLoadingMore}
                onPress={() => void pages.setSize(pages.size + 1)}
              >
                {trans('Load more')}
              </Button>
            )}
          </section>
        )
      }
    </PageState>
  );
}
