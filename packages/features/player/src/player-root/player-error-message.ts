import type { Translate } from '@tonearm/shell';
import { PLAYBACK_BLOCKED, TRACK_FAILED } from '../engine/playback-engine';

/** What the player's error toast says: the engine's own lines in the visitor's language, any other as given. */
export function playerErrorMessage(error: string, trans: Translate): string {
  if (error === TRACK_FAILED) return trans('This track could not be played.');
  if (error === PLAYBACK_BLOCKED) return trans('Press play to start listening.');
  return trans(error);
}
