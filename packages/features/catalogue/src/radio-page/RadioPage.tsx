import { getRadio } from '@tonearm/client';
import type { RadioResponse } from '@tonearm/client/contract';
import { usePlayerActions } from '@tonearm/player';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { ItemHeader } from '../item-header/ItemHeader';
import { artistLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';
import { radioKinds, radioQueueId, radioSeedOf, radioSeedView } from './radio-seed';

/**
 * `/radio/{seedType}/{seedId}/{seedName}` (doc 001 §2): an artist's, a track's or a genre's radio — the seed,
 * and tracks like it to play as one queue. The name in the address is for people; the id decides.
 */
export function RadioPage() {
  const { seedType, seedId } = useParams();
  const seed = radioSeedOf(seedType, seedId);
  const query = useCatalogueQuery(seed ? ['radio', seed.type, seed.id] : null, (http) =>
    getRadio(http, seed?.type ?? 'track', seed?.id ?? 0),
  );
  if (!seed) return <NotFoundPage />;
  return <PageState {...query}>{(radio) => <RadioView radio={radio} />}</PageState>;
}

function RadioView({ radio }: { radio: RadioResponse }) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const tracksId = useId();
  const seed = radioSeedView(radio.seed);
  const tracks = useMemo(() => playableTracks(radio.recommendations), [radio.recommendations]);
  const queueId = radioQueueId(radio.type, radio.seed.id);
  usePageMeta(
    trans(':name radio', { name: seed.name }),
    trans('Music like :name, played one after another.', { name: seed.name }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <ItemHeader
        kind={radioKinds(trans)[radio.type]}
        title={seed.name}
        image={seed.image}
        shape={radio.seed.model_type === 'artist' ? 'round' : 'square'}
        details={
          <>
            {radio.seed.model_type === 'track' &&
              radio.seed.artists.map((artist) => (
                <Link
                  key={artist.id}
                  to={artistLink(artist)}
                  className="font-medium text-foreground hover:underline"
                >
                  {artist.name}
                </Link>
              ))}
            {seed.link && (
              <Link to={seed.link} className="hover:underline">
                {radio.type === 'artist' ? trans('Go to artist') : trans('Go to track')}
              </Link>
            )}
            <span>{trans('{count, plural, one {# track} other {# tracks}}', { count: tracks.length })}</span>
          </>
        }
        actions={<PlayQueueButton tracks={tracks} queueId={queueId} />}
      />
      <h2 id={tracksId} className="sr-only">
        {trans('Tracks')}
      </h2>
      <TrackList
        aria-labelledby={tracksId}
        tracks={tracks}
        onPlay={(startIndex) => player.playQueue({ tracks, startIndex, queueId })}
        renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
        emptyState={trans('Nothing like this to play yet')}
        className={tracks.length > 10 ? 'h-[min(70vh,40rem)]' : 'max-h-[min(70vh,40rem)]'}
      />
    </div>
  );
}
