import { PageState } from '@tonearm/catalogue';
import { search } from '@tonearm/client';
import type { SearchResults, SearchType } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useId } from 'react';
import useSWR from 'swr';
import { SEARCH_TABS, searchLink } from '../search-query/search-query';
import { NoResults } from './NoResults';
import { ResultItems } from './ResultItems';
import { ResultsSkeleton } from './ResultsSkeleton';
import { searchTypeTitles } from './search-type-titles';

/** How many tracks the all-results tab lists; the other types show the server's few as cards. */
export const ALL_RESULTS_TRACKS = 5;

/** The "All" tab: the best few of every type, each under its heading with "See all" leading to its tab. */
export function AllResults({ query }: { query: string }) {
  const { trans } = useTrans();
  const http = useHttpClient();
  // Shares its cache entry with the navbar's dropdown, so Enter there shows these results at once.
  const answer = useSWR(['search', query], () => search(http, query));
  if (!answer.data && !answer.error) return <ResultsSkeleton label={trans('Loading')} />;
  return (
    <PageState data={answer.data} error={answer.error} retry={() => void answer.mutate()}>
      {({ results }) => {
        const found = SEARCH_TABS.filter((type) => results[type].length > 0);
        if (found.length === 0) return <NoResults query={query} />;
        return (
          <div className="flex flex-col gap-10 pt-4">
            {found.map((type) => (
              <ResultSection key={type} type={type} results={results} query={query} />
            ))}
          </div>
        );
      }}
    </PageState>
  );
}

function ResultSection({
  type,
  results,
  query,
}: {
  type: SearchType;
  results: SearchResults;
  query: string;
}) {
  const { trans } = useTrans();
  const titleId = useId();
  const title = searchTypeTitles(trans)[type];
  const items = type === 'tracks' ? results.tracks.slice(0, ALL_RESULTS_TRACKS) : results[type];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="me-auto font-semibold text-xl">
          {title}
        </h2>
        <ButtonLink
          href={searchLink(query, type)}
          variant="link"
          size="sm"
          aria-label={trans('See all :name', { name: title })}
        >
          {trans('See all')}
        </ButtonLink>
      </div>
      <ResultItems type={type} items={items} query={query} labelledBy={titleId} />
    </section>
  );
}
