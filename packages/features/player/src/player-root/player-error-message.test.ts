import { describe, expect, it } from 'vitest';
import { PLAYBACK_BLOCKED, TRACK_FAILED } from '../engine/playback-engine';
import { playerErrorMessage } from './player-error-message';

const german: Record<string, string> = {
  'This track could not be played.': 'Dieser Titel konnte nicht abgespielt werden.',
  'Press play to start listening.': 'Drücke auf Abspielen, um zuzuhören.',
};
const trans = (line: string) => german[line] ?? line;

describe('playerErrorMessage', () => {
  it('says what the engine reported in the visitor’s language', () => {
    expect(playerErrorMessage(TRACK_FAILED, trans)).toBe('Dieser Titel konnte nicht abgespielt werden.');
    expect(playerErrorMessage(PLAYBACK_BLOCKED, trans)).toBe('Drücke auf Abspielen, um zuzuhören.');
  });

  it('passes any other message through the translator as it came', () => {
    expect(playerErrorMessage('Stream limit reached.', trans)).toBe('Stream limit reached.');
  });
});
