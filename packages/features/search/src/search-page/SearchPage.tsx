import { usePageMeta } from '@tonearm/catalogue';
import { NotFoundPage, useSettings, useTrans } from '@tonearm/shell';
import { SearchField, Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import { useParams } from 'react-router';
import {
  SEARCH_TABS,
  type SearchTab,
  searchLink,
  searchQueryOf,
  searchTabOf,
} from '../search-query/search-query';
import { AllResults } from './AllResults';
import { searchTypeTitles } from './search-type-titles';
import { TypeResults } from './TypeResults';
import { useSearchText } from './use-search-text';

/** `/search`, `/search/{searchQuery}` and `/search/{searchQuery}/{tabName}` (doc 001 §2). */
export function SearchPage() {
  const params = useParams();
  const tab = searchTabOf(params.tabName);
  const query = searchQueryOf(params.searchQuery ?? '');
  if (tab === null) return <NotFoundPage />;
  return <SearchView query={query} tab={tab} />;
}

function SearchView({ query, tab }: { query: string; tab: SearchTab }) {
  const { trans } = useTrans();
  const siteName = useSettings().branding.site_name;
  const field = useSearchText(query, tab);
  usePageMeta(
    query ? trans('Search results for “:query”', { query }) : trans('Search'),
    query
      ? trans('Artists, albums, tracks and playlists matching “:query” on :site.', { query, site: siteName })
      : trans('Search for artists, albums, tracks, playlists and listeners on :site.', { site: siteName }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <search className="flex flex-col gap-4">
        <h1 className="font-bold text-2xl md:text-3xl">{trans('Search')}</h1>
        <SearchField
          aria-label={trans('Search')}
          placeholder={trans('Artists, albums, tracks…')}
          size="lg"
          // The page exists to search: the field takes focus as it opens, also after Enter in the navbar.
          autoFocus
          value={field.text}
          onChange={field.setText}
          onSubmit={field.submit}
          className="max-w-xl"
        />
      </search>
      {query ? (
        <Tabs selectedKey={tab} keyboardActivation="manual">
          <TabList aria-label={trans('Search results')} className="overflow-x-auto">
            <Tab id="all" href={searchLink(query)}>
              {trans('All')}
            </Tab>
            {SEARCH_TABS.map((type) => (
              <Tab key={type} id={type} href={searchLink(query, type)}>
                {searchTypeTitles(trans)[type]}
              </Tab>
            ))}
          </TabList>
          {(['all', ...SEARCH_TABS] as const).map((id) => (
            // One panel per tab, so each tab's aria-controls names a panel; only the selected one renders.
            <TabPanel key={id} id={id} className="pt-2">
              {id === 'all' ? (
                <AllResults query={query} />
              ) : (
                <TypeResults key={`${id}:${query}`} type={id} query={query} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <p className="py-10 text-center text-muted-foreground">
          {trans('Search for artists, albums, tracks, playlists and listeners.')}
        </p>
      )}
    </div>
  );
}
