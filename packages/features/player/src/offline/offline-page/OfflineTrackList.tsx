import { useTrans } from '@tonearm/shell';
import { Button, IllustratedMessage } from '@tonearm/ui';
import { PlayIcon } from '../../icons/icons';
import { usePlayerActions } from '../../store';
import type { OfflineLibrary, OfflineSnapshot } from '../offline-library';
import { OfflineTrackRow } from './OfflineTrackRow';

/** The queue id of the kept tracks played from this list. */
export const OFFLINE_QUEUE_ID = 'offline';

export interface OfflineTrackListProps {
  library: OfflineLibrary;
  snapshot: OfflineSnapshot;
}

/** The kept tracks, the latest first, played as one queue. */
export function OfflineTrackList({ library, snapshot }: OfflineTrackListProps) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const tracks = snapshot.tracks.map((kept) => kept.track);
  const playFrom = (startIndex: number) =>
    player.playQueue({ tracks, startIndex, queueId: OFFLINE_QUEUE_ID });
  return (
    <section aria-labelledby="offline-tracks-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="offline-tracks-heading" className="font-semibold text-lg">
          {trans('On this device')}
        </h2>
        {tracks.length > 0 && (
          <Button onPress={() => playFrom(0)}>
            <PlayIcon />
            {trans('Play all')}
          </Button>
        )}
      </div>
      {snapshot.saving.length > 0 && (
        <p role="status" className="text-muted-foreground text-sm">
          {trans('{count, plural, one {Saving # track…} other {Saving # tracks…}}', {
            count: String(snapshot.saving.length),
          })}
        </p>
      )}
      {tracks.length === 0 ? (
        <IllustratedMessage
          size="sm"
          headingLevel={3}
          title={trans('Nothing kept offline yet')}
          description={trans(
            'Choose "Available offline" in a track\'s menu, or play a few tracks: they will play here without a network.',
          )}
        />
      ) : (
        <ul className="flex flex-col" aria-labelledby="offline-tracks-heading">
          {snapshot.tracks.map((kept, index) => (
            <OfflineTrackRow
              key={kept.track.id}
              kept={kept}
              onPlay={() => playFrom(index)}
              onRemove={() => void library.remove(kept.track.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
