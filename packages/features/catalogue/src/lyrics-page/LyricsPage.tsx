import { errorStatus, getTrack, getTrackLyrics } from '@tonearm/client';
import { type PlayerTrack, usePlayerSelector } from '@tonearm/player';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { ButtonLink, IllustratedMessage } from '@tonearm/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { LyricsIcon } from '../icons/icons';
import { artistLink, trackLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { LyricsText } from './LyricsText';
import { lyricsTrackId } from './lyrics-target';

/**
 * `/lyrics` (doc 001 §2): the lyrics of the track in the player, following it from track to track; synced lines
 * light up as they are sung. `?track={id}` shows one track's lyrics, which follow the song while it plays.
 */
export function LyricsPage() {
  const [params] = useSearchParams();
  const cued = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  const trackId = lyricsTrackId(params.get('track'), cued?.id ?? null);
  if (trackId === null) return <NothingPlaying />;
  if (cued?.id === trackId) return <TrackLyrics track={cued} isCued />;
  return <OtherTrackLyrics key={trackId} trackId={trackId} />;
}

function NothingPlaying() {
  const { trans } = useTrans();
  usePageMeta(trans('Lyrics'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6">
      <IllustratedMessage
        image={<LyricsIcon className="size-12" />}
        title={trans('Nothing is playing')}
        description={trans('Play a track and its lyrics will show here, line by line.')}
        action={<ButtonLink href="/">{trans('Browse music')}</ButtonLink>}
        headingLevel={1}
        className="py-16"
      />
    </div>
  );
}

function OtherTrackLyrics({ trackId }: { trackId: number }) {
  const query = useCatalogueQuery(['track', trackId], (http) => getTrack(http, trackId));
  return (
    <PageState {...query}>
      {({ track }) => {
        const playable = toPlayerTrack(track);
        return playable ? <TrackLyrics track={playable} isCued={false} /> : <NotFoundPage />;
      }}
    </PageState>
  );
}

interface TrackLyricsProps {
  track: PlayerTrack;
  /** Whether the track is the one in the player, so synced lines follow its position. */
  isCued: boolean;
}

function TrackLyrics({ track, isCued }: TrackLyricsProps) {
  const { trans } = useTrans();
  const query = useCatalogueQuery(['lyrics', track.id], (http) => getTrackLyrics(http, track.id));
  const tracks = useMemo(() => [track], [track]);
  usePageMeta(
    `${track.name} - ${trans('Lyrics')}`,
    trans('The lyrics of :track by :artist.', {
      track: track.name,
      artist: track.artists.map((artist) => artist.name).join(', '),
    }),
  );
  const missing = errorStatus(query.error) === 404;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">{trans('Lyrics')}</p>
        <h1 className="break-words font-bold text-3xl tracking-tight md:text-4xl">
          <Link to={trackLink(track)} className="hover:underline">
            {track.name}
          </Link>
        </h1>
        <p className="flex flex-wrap gap-x-2 text-muted-foreground">
          {track.artists.map((artist) => (
            <Link key={artist.id} to={artistLink(artist)} className="hover:underline">
              {artist.name}
            </Link>
          ))}
        </p>
        {!isCued && (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <PlayQueueButton tracks={tracks} queueId={`track.${track.id}`} />
            <p className="text-muted-foreground text-sm">
              {trans('Synced lyrics follow the song while it plays.')}
            </p>
          </div>
        )}
      </header>
      {missing ? (
        <p className="text-lg text-muted-foreground">{trans('No lyrics found for this track.')}</p>
      ) : (
        <PageState {...query}>{({ lyric }) => <LyricsText lyric={lyric} follow={isCued} />}</PageState>
      )}
    </div>
  );
}
