import { errorStatus, getChannel } from '@tonearm/client';
import { type Channel, HOME_CHANNEL_SLUG } from '@tonearm/client/contract';
import { type Translate, useSettings, useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdSlot } from '../ads/AdSlot';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { pageFromQuery } from '../paged-list/page-from-query';
import { ChannelPagedContent } from './ChannelPagedContent';

export interface ChannelPageProps {
  /** The channel to show; the route's `slugOrId` when omitted, the home channel without one. */
  slugOrId?: string;
  /**
   * Whether the channel is the site's front page: the document then keeps the site's own title.
   * @default false
   */
  isHome?: boolean;
}

/**
 * A channel page (doc 001 §2): `/` shows the home channel, `/{slugOrId}` and `/channel/{slugOrId}` any channel,
 * with an optional `/{restriction}` (a genre for genre-restricted channels).
 */
export function ChannelPage({ slugOrId: fixedSlug, isHome = false }: ChannelPageProps) {
  const params = useParams();
  const slugOrId = fixedSlug ?? params.slugOrId ?? HOME_CHANNEL_SLUG;
  const restriction = params.restriction;
  // `?page=` opens a page of a channel in numbered pages; the first page shares its cache with other readers.
  const page = pageFromQuery(useSearchParams()[0].get('page'));
  const key = ['channel', slugOrId, restriction ?? null];
  const query = useCatalogueQuery(page === 1 ? key : [...key, page], (http) =>
    getChannel(http, slugOrId, {
      ...(restriction === undefined ? {} : { restriction }),
      ...(page === 1 ? {} : { params: { page } }),
    }),
  );
  // A site without channels (no demo music, none made yet) still has a front page.
  if (isHome && errorStatus(query.error) === 404) return <EmptyFrontPage />;
  return (
    <PageState {...query}>
      {({ channel }) => (
        <ChannelView
          // Pages loaded after the first belong to one channel and start page.
          key={`${channel.id}:${restriction ?? ''}:${channel.content.current_page}`}
          channel={channel}
          isHome={isHome}
          slugOrId={slugOrId}
          restriction={restriction}
        />
      )}
    </PageState>
  );
}

function EmptyFrontPage() {
  const { trans } = useTrans();
  const { site_name, site_description } = useSettings().branding;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6">
      <h1 className="font-bold text-3xl tracking-tight">{site_name}</h1>
      {site_description && <p className="text-muted-foreground">{site_description}</p>}
      <p className="py-6 text-muted-foreground">{trans('Nothing to show yet')}</p>
    </div>
  );
}

/**
 * A restricted channel's title names its genre once: the server may already have put the genre in the channel's
 * name (the genre channel is named after it), which a prefix would repeat ("Synthwave Synthwave").
 */
export function channelTitle(channel: Channel, trans: Translate): string {
  const genre = channel.restriction?.display_name;
  if (!genre || channel.name.toLowerCase().includes(genre.toLowerCase())) return channel.name;
  return trans(':genre :channel', { genre, channel: channel.name });
}

interface ChannelViewProps {
  channel: Channel;
  isHome: boolean;
  /** The address the channel was asked by, for its further pages. */
  slugOrId: string;
  restriction: string | undefined;
}

function ChannelView({ channel, isHome, slugOrId, restriction }: ChannelViewProps) {
  const { trans } = useTrans();
  const titleId = useId();
  const title = channelTitle(channel, trans);
  usePageMeta(isHome ? null : title, channel.description);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <AdSlot slot="general_top" />
      <header className={cn(channel.config.hide_title && 'sr-only')}>
        <h1 id={titleId} className="font-bold text-3xl tracking-tight">
          {title}
        </h1>
        {channel.description && <p className="mt-2 text-muted-foreground">{channel.description}</p>}
      </header>
      <ChannelPagedContent
        channel={channel}
        slugOrId={slugOrId}
        restriction={restriction}
        titleId={titleId}
        title={title}
      />
      <AdSlot slot="general_bottom" />
    </div>
  );
}
