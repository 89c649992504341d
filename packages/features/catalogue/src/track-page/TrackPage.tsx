import { getTrack } from '@tonearm/client';
import type { Track } from '@tonearm/client/contract';
import { usePlayerSettings, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, MenuTrigger } from '@tonearm/ui';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdSlot } from '../ads/AdSlot';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { formatDuration } from '../format/duration';
import { LyricsIcon, MoreIcon, RadioIcon } from '../icons/icons';
import { ItemHeader } from '../item-header/ItemHeader';
import { LikeButton } from '../like-button/LikeButton';
import { albumLink, artistLink, radioLink, tagLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { TrackComments } from '../track-comments/TrackComments';
import { TrackMenu } from '../track-menu/TrackMenu';
import { TrackSeekLine } from '../track-waveform/TrackSeekLine';
import { TrackWaveform } from '../track-waveform/TrackWaveform';

/**
 * `/track/{trackId}/{trackName}` (doc 001 §2): the track with its album, artists, radio, lyrics and tags, its
 * waveform (or a plain line) to seek in, and its comments, as the site's player settings choose.
 */
export function TrackPage() {
  const id = Number(useParams().trackId);
  const query = useCatalogueQuery(Number.isInteger(id) ? ['track', id] : null, (http) => getTrack(http, id));
  return <PageState {...query}>{({ track }) => <TrackView track={track} />}</PageState>;
}

function TrackView({ track }: { track: Track }) {
  const { trans } = useTrans();
  const { seekbar_type, hide_radio, hide_lyrics, track_comments } = usePlayerSettings();
  const playable = useMemo(() => toPlayerTrack(track), [track]);
  const artistNames = track.artists.map((artist) => artist.name).join(', ');
  usePageMeta(
    artistNames ? `${track.name} - ${artistNames}` : track.name,
    trans('Listen to :track by :artist.', { track: track.name, artist: artistNames }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <AdSlot slot="general_top" />
      <ItemHeader
        kind={trans('Track')}
        title={track.name}
        image={track.image}
        details={
          <>
            {track.artists.map((artist) => (
              <Link
                key={artist.id}
                to={artistLink(artist)}
                className="font-medium text-foreground hover:underline"
              >
                {artist.name}
              </Link>
            ))}
            {track.album && (
              <Link to={albumLink(track.album, track.artists[0]?.name)} className="hover:underline">
                {track.album.name}
              </Link>
            )}
            <span>{formatDuration(track.duration)}</span>
            <span>{trans('{count, plural, one {# play} other {# plays}}', { count: track.plays })}</span>
          </>
        }
        actions={
          <>
            <PlayQueueButton tracks={playable ? [playable] : []} queueId={`track.${track.id}`} />
            <LikeButton type="track" id={track.id} name={track.name} />
            {!hide_radio && (
              <ButtonLink href={radioLink('track', track)} variant="outline">
                <RadioIcon />
                {trans('Radio')}
              </ButtonLink>
            )}
            {track.has_lyrics && !hide_lyrics && (
              <ButtonLink href={`/lyrics?track=${track.id}`} variant="outline">
                <LyricsIcon />
                {trans('Lyrics')}
              </ButtonLink>
            )}
            {playable && (
              <MenuTrigger>
                <Button
                  variant="ghost"
                  isIconOnly
                  aria-label={trans('More options for :name', { name: track.name })}
                >
                  <MoreIcon />
                </Button>
                <TrackMenu tracks={[playable]} />
              </MenuTrigger>
            )}
          </>
        }
      />
      {seekbar_type === 'line' ? <TrackSeekLine track={track} /> : <TrackWaveform track={track} />}
      {(track.tags?.length ?? 0) > 0 && (
        <ul aria-label={trans('Tags')} className="flex flex-wrap gap-2">
          {track.tags?.map((tag) => (
            <li key={tag.id}>
              <Link
                to={tagLink(tag.name)}
                className="rounded-full bg-muted px-3 py-1 text-sm hover:underline"
              >
                #{tag.display_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {track_comments && <TrackComments track={track} />}
      <AdSlot slot="general_bottom" />
    </div>
  );
}
