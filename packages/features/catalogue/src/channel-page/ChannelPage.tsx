import { getChannel } from '@tonearm/client';
import { type Channel, HOME_CHANNEL_SLUG } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { useId } from 'react';
import { useParams } from 'react-router';
import { AdSlot } from '../ads/AdSlot';
import { ChannelContent, NestedChannelSection, nestedChannels } from '../channel-content/ChannelContent';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';

/**
 * A channel page (doc 001 §2): `/` shows the home channel, `/{slugOrId}` and `/channel/{slugOrId}` any channel,
 * with an optional `/{restriction}` (a genre for genre-restricted channels).
 */
export function ChannelPage({ slugOrId: fixedSlug }: { slugOrId?: string }) {
  const params = useParams();
  const slugOrId = fixedSlug ?? params.slugOrId ?? HOME_CHANNEL_SLUG;
  const restriction = params.restriction;
  const query = useCatalogueQuery(['channel', slugOrId, restriction ?? null], (http) =>
    getChannel(http, slugOrId, restriction === undefined ? {} : { restriction }),
  );
  return (
    <PageState {...query}>
      {({ channel }) => <ChannelView channel={channel} isHome={!fixedSlug && !params.slugOrId} />}
    </PageState>
  );
}

function ChannelView({ channel, isHome }: { channel: Channel; isHome: boolean }) {
  const { trans } = useTrans();
  const titleId = useId();
  const title = channel.restriction
    ? trans(':genre :channel', { genre: channel.restriction.display_name, channel: channel.name })
    : channel.name;
  usePageMeta(isHome ? null : title, channel.description);
  const nested = nestedChannels(channel);
  const layout = channel.config.layout;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <AdSlot slot="general_top" />
      <header className={cn(channel.config.hide_title && 'sr-only')}>
        <h1 id={titleId} className="font-bold text-3xl tracking-tight">
          {title}
        </h1>
        {channel.description && <p className="mt-2 text-muted-foreground">{channel.description}</p>}
      </header>
      {nested.length > 0 ? (
        nested.map((child) => (
          <NestedChannelSection
            key={child.id}
            channel={child}
            layout={channel.config.nested_layout ?? child.config.layout}
          />
        ))
      ) : (
        <ChannelContent
          items={channel.content.data}
          layout={layout}
          labelledBy={titleId}
          title={title}
          queueId={`channel.${channel.slug}`}
        />
      )}
      <AdSlot slot="general_bottom" />
    </div>
  );
}
