import type { ChannelItem, Track } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { usePlaybackOf, usePlayerActions, useQueueIsPlaying, warmPlayer } from '@tonearm/player';
import { showRequestError } from '@tonearm/shell';
import { playableTracks } from '../player-tracks/to-player-track';

/** The queue id of an item (doc: `<source>.<id>`), so its play button knows when its queue is the one playing. */
export function queueIdOf(item: Pick<ChannelItem, 'model_type' | 'id'> & { name?: string }): string {
  return item.model_type === 'genre' && item.name ? `genre.${item.name}` : `${item.model_type}.${item.id}`;
}

/** Whether an item has something to play from a card. */
export function isPlayableItem(item: ChannelItem): boolean {
  return item.model_type !== 'user';
}

/** The list a track's card sits in: its tracks play as one queue from the card's, as a track list's rows do. */
export interface TrackCardList {
  tracks: readonly Track[];
  queueId: string;
}

/**
 * Plays an item from its card: pressing again while its queue plays pauses; otherwise its tracks are loaded and
 * played as a queue named after it. A track's card in a `list` plays that list from the track, the earlier tracks
 * a press of Previous away.
 */
export function usePlayItem(
  item: ChannelItem,
  list?: TrackCardList,
): { isPlaying: boolean; play: () => void } {
  const http = useHttpClient();
  const player = usePlayerActions();
  const queueId = queueIdOf(item);
  const queuePlaying = useQueueIsPlaying(queueId);
  const trackPlaying = usePlaybackOf(item.id).isPlaying;
  const inList = item.model_type === 'track' && list !== undefined;
  const isPlaying = inList ? trackPlaying : queuePlaying;
  return {
    isPlaying,
    play: () => {
      if (isPlaying) {
        player.togglePlay();
        return;
      }
      if (inList) {
        const playable = playableTracks(list.tracks);
        const startIndex = playable.findIndex((track) => track.id === item.id);
        if (startIndex >= 0) player.playQueue({ tracks: playable, startIndex, queueId: list.queueId });
        return;
      }
      // The player's code loads while the item's tracks are fetched, not after.
      warmPlayer();
      // The calls that fetch an item's tracks load with its first play, out of every page of cards.
      import('./item-tracks')
        .then(({ tracksOf }) => tracksOf(http, item))
        .then(
          (tracks) => {
            const playable = playableTracks(tracks);
            if (playable.length) player.playQueue({ tracks: playable, queueId });
          },
          (error: unknown) => showRequestError(error),
        );
    },
  };
}
