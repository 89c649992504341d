import { getArtist } from '@tonearm/client';
import type { ArtistPageResponse, ArtistPageTab } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { usePlayerActions } from '@tonearm/player';
import { usePlayerSettings, useTrans } from '@tonearm/shell';
import { ButtonLink, Tab, TabList, TabPanel, Tabs } from '@tonearm/ui';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdSlot } from '../ads/AdSlot';
import { PlayableMediaCard } from '../channel-content/ChannelContent';
import { ContentGrid } from '../content-grid/ContentGrid';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { RadioIcon } from '../icons/icons';
import { ItemHeader } from '../item-header/ItemHeader';
import { FollowButton } from '../like-button/LikeButton';
import { radioLink } from '../links/links';
import { type MediaItem, mediaItem } from '../media-card/media-item';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';
import { ArtistAlbums } from './ArtistAlbums';
import { sanitizeBio } from './sanitize-bio';

/**
 * `/artist/{artistId}/{artistName}` and `/artist/{artistId}` (doc 001 §2): discography, similar, about, followers,
 * as the site's player settings order and show them; it opens on the first tab shown.
 */
export function ArtistPage() {
  const id = Number(useParams().artistId);
  const query = useCatalogueQuery(Number.isInteger(id) ? ['artist', id] : null, (http) =>
    getArtist(http, id),
  );
  return <PageState {...query}>{(page) => <ArtistView page={page} />}</PageState>;
}

const cardKey = (item: MediaItem) => item.key;
const renderCard = (item: MediaItem) => <PlayableMediaCard item={item} />;

function ArtistView({ page }: { page: ArtistPageResponse }) {
  const { trans } = useTrans();
  const { artist_tabs, default_artist_view, hide_radio } = usePlayerSettings();
  const shownTabs = artist_tabs.filter((tab) => tab.active).map((tab) => tab.id);
  const tabNames: Record<ArtistPageTab, string> = {
    discography: trans('Discography'),
    similar: trans('Similar artists'),
    about: trans('About'),
    followers: trans('Followers'),
  };
  const player = usePlayerActions();
  const { artist } = page;
  const popularId = useId();
  const albumsId = useId();
  const tracks = useMemo(() => playableTracks(page.tracks.data), [page.tracks.data]);
  const similar = useMemo(() => page.similar.map(mediaItem), [page.similar]);
  const bio = useMemo(() => (artist.bio ? sanitizeBio(artist.bio) : ''), [artist.bio]);
  const queueId = `artist.${artist.id}`;
  usePageMeta(
    artist.name,
    artist.bio ? artist.bio.replace(/<[^>]*>/g, ' ') : trans('Listen to :artist.', { artist: artist.name }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <AdSlot slot="artist_top" />
      <ItemHeader
        kind={artist.verified ? trans('Verified artist') : trans('Artist')}
        title={artist.name}
        image={artist.image}
        shape="round"
        details={
          artist.followers_count !== undefined && (
            <span>
              {trans('{count, plural, one {# follower} other {# followers}}', {
                count: artist.followers_count,
              })}
            </span>
          )
        }
        actions={
          <>
            <PlayQueueButton tracks={tracks} queueId={queueId} />
            <FollowButton artistId={artist.id} />
            {!hide_radio && (
              <ButtonLink href={radioLink('artist', artist)} variant="outline">
                <RadioIcon />
                {trans('Radio')}
              </ButtonLink>
            )}
          </>
        }
      />
      <Tabs>
        <TabList aria-label={trans('Artist sections')} className="overflow-x-auto">
          {shownTabs.map((id) => (
            <Tab key={id} id={id}>
              {tabNames[id]}
            </Tab>
          ))}
        </TabList>
        {shownTabs.includes('discography') && (
          <TabPanel id="discography" className="flex flex-col gap-8 pt-4">
            <section aria-labelledby={popularId} className="flex flex-col gap-3">
              <h2 id={popularId} className="font-semibold text-xl">
                {trans('Popular tracks')}
              </h2>
              <TrackList
                aria-labelledby={popularId}
                tracks={tracks}
                onPlay={(startIndex) => player.playQueue({ tracks, startIndex, queueId })}
                renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
                className="max-h-[min(60vh,32rem)]"
              />
            </section>
            <section aria-labelledby={albumsId} className="flex flex-col gap-3">
              <h2 id={albumsId} className="font-semibold text-xl">
                {trans('Albums')}
              </h2>
              <ArtistAlbums albums={page.albums.data} layout={default_artist_view} labelledBy={albumsId} />
            </section>
          </TabPanel>
        )}
        {shownTabs.includes('similar') && (
          <TabPanel id="similar" className="pt-4">
            {similar.length ? (
              <ContentGrid
                aria-label={trans('Similar artists')}
                items={similar}
                getKey={cardKey}
                renderItem={renderCard}
              />
            ) : (
              <p className="text-muted-foreground">{trans('Nothing to show yet')}</p>
            )}
          </TabPanel>
        )}
        {shownTabs.includes('about') && (
          <TabPanel id="about" className="flex max-w-3xl flex-col gap-4 pt-4">
            {bio ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the artist's biography, sanitised by `sanitizeBio`.
              <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: bio }} />
            ) : (
              <p className="text-muted-foreground">{trans('This artist has not written a biography yet.')}</p>
            )}
            {(artist.city || artist.country) && (
              <p className="text-muted-foreground">
                {[artist.city, artist.country].filter(Boolean).join(', ')}
              </p>
            )}
            {(artist.links?.length ?? 0) > 0 && (
              <ul aria-label={trans('Links')} className="flex flex-wrap gap-3">
                {artist.links?.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary hover:underline"
                    >
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        )}
        {shownTabs.includes('followers') && (
          <TabPanel id="followers" className="pt-4">
            {page.followers.length ? (
              <ul aria-label={trans('Followers')} className="flex flex-col gap-2">
                {page.followers.map((user) => (
                  <li key={user.id}>
                    <Link to={userProfileLink(user)} className="hover:underline">
                      {user.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{trans('No followers yet')}</p>
            )}
          </TabPanel>
        )}
      </Tabs>
      <AdSlot slot="artist_bottom" />
    </div>
  );
}
