import { describe, expect, it } from 'vitest';
import { lyricFieldErrors, lyricFormResolver, lyricFormValues, lyricPayload } from './lyric-form';

const track = { id: 7, name: 'Harbour Lights', artist: null, image: null, src: null, duration: 180_000 };
const resolve = (values: Parameters<typeof lyricPayload>[0]) =>
  lyricFormResolver((message) => `«${message}»`)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the lyrics form', () => {
  it('starts with no track, as plain text, for new lyrics', () => {
    expect(lyricFormValues(null)).toEqual({ track: null, is_synced: false, text: '' });
  });

  it('sends the chosen track by id and the text trimmed', () => {
    expect(lyricPayload({ track, is_synced: true, text: '\n[00:01.00]Hi\n' })).toEqual({
      track_id: 7,
      text: '[00:01.00]Hi',
      is_synced: true,
    });
  });

  it('asks for a track and for words, in the interface language', async () => {
    const { errors } = await resolve({ track: null, is_synced: false, text: '   ' });
    expect(errors.track?.message).toBe('«Choose a track.»');
    expect(errors.text?.message).toBe('«Write the lyrics.»');
  });

  it("shows the server's refusal of the track on the track picker", () => {
    expect(lyricFieldErrors({ track_id: 'Taken', text: 'Line 2' })).toEqual({
      track: 'Taken',
      text: 'Line 2',
    });
  });
});
