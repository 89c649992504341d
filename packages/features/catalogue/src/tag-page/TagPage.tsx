import { getTagTracks } from '@tonearm/client';
import type { TagTracksResponse } from '@tonearm/client/contract';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import { useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { tagLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { TagAlbums, TagOverview, TagTracks } from './TagSections';
import {
  TAG_OVERVIEW_TRACKS,
  TAG_PAGE_TABS,
  type TagPageTab,
  tagPageTabLabels,
  tagPageTabOf,
} from './tag-tabs';

/**
 * `/tag/{tagName}` with its sub-pages `/tracks` and `/albums` (doc 001 §2): the tag's name, and its tracks and
 * albums as tabs, one route each. The overview's first tracks also say whether the tag exists, so an unknown tag
 * gets the not-found page.
 */
export function TagPage() {
  const { tagName = '', tab: segment } = useParams();
  const tab = tagPageTabOf(segment);
  const query = useCatalogueQuery(tab === null ? null : ['tag', tagName, 'overview'], (http) =>
    getTagTracks(http, tagName, { perPage: TAG_OVERVIEW_TRACKS }),
  );
  if (tab === null) return <NotFoundPage />;
  return <PageState {...query}>{(overview) => <TagView overview={overview} tab={tab} />}</PageState>;
}

function TagView({ overview, tab }: { overview: TagTracksResponse; tab: TagPageTab }) {
  const { trans } = useTrans();
  const { tag } = overview;
  const label = tag.display_name || tag.name;
  usePageMeta(
    tab === 'overview' ? label : `${label} - ${trans(tab === 'tracks' ? 'Tracks' : 'Albums')}`,
    trans('Tracks and albums tagged :tag.', { tag: label }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-col gap-1">
        <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">{trans('Tag')}</p>
        <h1 className="break-words font-bold text-3xl tracking-tight md:text-5xl">{label}</h1>
      </div>
      {/* Tabs are links: arrows only move focus, so passing over a tab does not load it. */}
      <Tabs selectedKey={tab} keyboardActivation="manual">
        <TabList aria-label={trans(':tag sections', { tag: label })} className="overflow-x-auto">
          {TAG_PAGE_TABS.map((item) => (
            <Tab
              key={item.id}
              id={item.id}
              href={tagLink(tag.name, item.id === 'overview' ? undefined : item.id)}
            >
              {tagPageTabLabels(trans)[item.id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={tab} id={tab} className="pt-2">
          {tab === 'overview' && <TagOverview overview={overview} />}
          {tab === 'tracks' && <TagTracks tagName={tag.name} />}
          {tab === 'albums' && <TagAlbums tagName={tag.name} />}
        </TabPanel>
      </Tabs>
    </div>
  );
}
