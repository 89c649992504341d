import { getAdminTrackChoice } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { CHOSEN_TRACK_PARAM } from './lyric-paths';

/**
 * The track the address names for new lyrics, read from the track picker's own endpoint; none when the address
 * names none (or something that is not an id), and the editor then starts with an empty picker.
 */
export function useChosenTrack() {
  const http = useHttpClient();
  const [params] = useSearchParams();
  const id = Number(params.get(CHOSEN_TRACK_PARAM));
  const named = Number.isSafeInteger(id) && id > 0 ? id : null;
  const answer = useSWR(named === null ? null : ['admin/track-picker', named], () =>
    getAdminTrackChoice(http, named ?? 0),
  );
  return {
    track: answer.data?.track ?? null,
    error: answer.error as unknown,
    isLoading: named !== null && answer.isLoading,
    reload: () => answer.mutate(),
  };
}
