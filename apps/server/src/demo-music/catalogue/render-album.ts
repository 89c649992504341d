import { composeTrack, type Phrase, type Score } from '../music/compose';
import { renderScore } from '../music/render';
import { Random } from '../random';
import { SAMPLE_RATE } from '../synth/dsp';
import type { AlbumBlueprint } from './plan';

export interface RenderedTrack {
  samples: Float32Array;
  /** Seconds from the start of this track at which each melody phrase begins. */
  phrases: { seconds: number; section: Phrase['section'] }[];
}

/**
 * Renders an album's tracks. A continuous album is composed and rendered as one piece, then cut at the bar
 * lines where its tracks meet: the last notes of a track ring on into the next, and played back to back the
 * files rebuild the original waveform sample for sample.
 */
export function renderAlbum(album: AlbumBlueprint): RenderedTrack[] {
  const { style } = album;
  if (!album.draft.continuous) {
    return album.tracks.map((track) => {
      const score = composeTrack(style, track.plan, new Random(`score:${track.key}`));
      const { samples, clock } = renderScore(style, score, track.bpm, track.key, true);
      return {
        samples,
        phrases: score.phrases.map((phrase) => ({
          seconds: clock(phrase.at) / SAMPLE_RATE,
          section: phrase.section,
        })),
      };
    });
  }
  const bpm = album.tracks[0]?.bpm ?? 120;
  const merged: Score = { notes: [], hits: [], phrases: [], beats: 0 };
  const starts: number[] = [];
  const trackPhrases: Phrase[][] = [];
  for (const track of album.tracks) {
    const score = composeTrack(style, track.plan, new Random(`score:${track.key}`));
    const offset = merged.beats;
    starts.push(offset);
    merged.notes.push(...score.notes.map((note) => ({ ...note, at: note.at + offset })));
    merged.hits.push(...score.hits.map((hit) => ({ ...hit, at: hit.at + offset })));
    trackPhrases.push(score.phrases);
    merged.beats += score.beats;
  }
  const { samples, clock } = renderScore(style, merged, bpm, album.key, true);
  return album.tracks.map((_, index) => {
    const start = clock(starts[index] ?? 0);
    const next = starts[index + 1];
    const end = next === undefined ? samples.length : clock(next);
    return {
      samples: samples.subarray(start, end),
      phrases: (trackPhrases[index] ?? []).map((phrase) => ({
        seconds: clock(phrase.at) / SAMPLE_RATE,
        section: phrase.section,
      })),
    };
  });
}
