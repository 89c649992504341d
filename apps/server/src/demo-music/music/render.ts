import { Random } from '../random';
import { type DrumName, renderDrum } from '../synth/drums';
import { mixInto, SAMPLE_RATE } from '../synth/dsp';
import { blockDc, duck, echo, lowPass, master, reverbInto, vinyl } from '../synth/effects';
import { type InstrumentSpec, renderNote } from '../synth/instruments';
import type { Part, Score } from './compose';
import type { Style } from './styles';

/** Level (after mastering) under which a ring-out counts as over: about -50 dBFS. */
const TAIL_THRESHOLD = 0.003;
const FADE_SECONDS = 0.005;

/** Converts beats to sample offsets at a tempo, with the style's swing on off-beats. */
export function beatClock(style: Style, bpm: number): (beats: number) => number {
  const samplesPerBeat = (SAMPLE_RATE * 60) / bpm;
  const unit = style.swingUnit;
  return (beats) => {
    const within = beats % (2 * unit);
    const swung = Math.abs(within - unit) < 1e-6 ? beats + (style.swing * unit) / 2 : beats;
    return Math.round(swung * samplesPerBeat);
  };
}

export interface Rendering {
  samples: Float32Array;
  /** The sample offset of a beat of the score. */
  clock: (beats: number) => number;
}

/**
 * Renders a score to mastered mono samples. Each distinct note (instrument, pitch, length) and each drum is
 * synthesised once and mixed in as often as it is played: music repeats, and this keeps the whole catalogue
 * within seconds. With `trimTail`, the buffer ends where the last ring-out fades below -50 dB, not later.
 */
export function renderScore(
  style: Style,
  score: Score,
  bpm: number,
  seed: string,
  trimTail: boolean,
): Rendering {
  const clock = beatClock(style, bpm);
  const samplesPerBeat = (SAMPLE_RATE * 60) / bpm;
  const instruments: Record<Part, { spec: InstrumentSpec; gain: number } | null> = {
    chords: style.chords ? { spec: style.chords.instrument, gain: style.chords.gain } : null,
    bass: { spec: style.bass.instrument, gain: style.bass.gain },
    arp: style.arp ? { spec: style.arp.instrument, gain: style.arp.gain } : null,
    lead: { spec: style.lead.instrument, gain: style.lead.gain },
  };
  const noteCache = new Map<string, Float32Array>();
  const placed: { part: Part; offset: number; buffer: Float32Array; velocity: number }[] = [];
  let end = clock(score.beats);
  for (const note of score.notes) {
    const instrument = instruments[note.part] ?? instruments.lead;
    if (!instrument) continue;
    const length = Math.max(1, Math.round(note.beats * samplesPerBeat));
    const key = `${note.part}:${note.midi}:${length}`;
    let buffer = noteCache.get(key);
    if (!buffer) {
      buffer = renderNote(instrument.spec, note.midi, length);
      noteCache.set(key, buffer);
    }
    const offset = clock(note.at);
    placed.push({ part: note.part, offset, buffer, velocity: note.velocity });
    end = Math.max(end, offset + buffer.length);
  }
  const drumCache = new Map<DrumName, Float32Array>();
  const drumHits: { offset: number; buffer: Float32Array; velocity: number; drum: DrumName }[] = [];
  for (const hit of score.hits) {
    if (!style.drums) break;
    let buffer = drumCache.get(hit.drum);
    if (!buffer) {
      buffer = renderDrum(hit.drum, style.drums.kit);
      drumCache.set(hit.drum, buffer);
    }
    const offset = clock(hit.at);
    drumHits.push({ offset, buffer, velocity: hit.velocity, drum: hit.drum });
    end = Math.max(end, offset + buffer.length);
  }

  // Reverb and echo tails need room after the last note.
  const length = trimTail ? end + Math.round(SAMPLE_RATE * 1.5) : clock(score.beats);
  // Four buses, each note mixed in at its part's level: pads (chords and arpeggios) and bass make room for the
  // kick, the lead has its own echo, and the drums stay dry.
  const pads = new Float32Array(length);
  const bass = new Float32Array(length);
  const lead = new Float32Array(length);
  const drums = new Float32Array(length);
  const gains: Record<Part, number> = {
    chords: style.chords?.gain ?? 0,
    bass: style.bass.gain,
    arp: style.arp?.gain ?? 0,
    lead: style.lead.gain,
  };
  const busOf: Record<Part, Float32Array> = { chords: pads, arp: pads, bass, lead };
  for (const note of placed)
    mixInto(busOf[note.part], note.buffer, note.offset, note.velocity * gains[note.part]);
  const drumGain = style.drums?.gain ?? 0;
  for (const hit of drumHits) mixInto(drums, hit.buffer, hit.offset, hit.velocity * drumGain);

  const mix = style.mix;
  if (mix.echoMix > 0) echo(lead, (mix.echoBeats * 60) / bpm, mix.echoFeedback, mix.echoMix);
  if (mix.duck > 0) {
    const kicks = drumHits.filter((hit) => hit.drum === 'kick').map((hit) => hit.offset);
    duck(pads, kicks, mix.duck, 0.25);
    duck(bass, kicks, mix.duck * 0.6, 0.15);
  }
  // The dry mix goes to `bass` (reused as the output) and the reverb's send to `pads`, in one pass.
  const out = bass;
  const send = pads;
  for (let i = 0; i < length; i++) {
    const padLevel = pads[i] ?? 0;
    const leadLevel = lead[i] ?? 0;
    const drumLevel = drums[i] ?? 0;
    out[i] = (out[i] ?? 0) + padLevel + leadLevel + drumLevel;
    send[i] = padLevel + leadLevel + drumLevel * 0.25;
  }
  if (mix.reverbSend > 0) reverbInto(send, out, mix.reverbSize, 0.4, mix.reverbSend);
  if (mix.lowPass) lowPass(out, mix.lowPass);
  if (mix.vinyl > 0) vinyl(out, mix.vinyl, new Random(`${seed}:vinyl`));
  blockDc(out);
  master(out, mix.drive, 0.89);
  return { samples: trimTail ? trimRingOut(out, clock(score.beats)) : out, clock };
}

/** Cuts the silence after the ring-out, ending with a 5 ms fade so the last sample does not click. */
function trimRingOut(samples: Float32Array, musicEnd: number): Float32Array {
  let last = samples.length - 1;
  while (last > musicEnd && Math.abs(samples[last] ?? 0) < TAIL_THRESHOLD) last--;
  const trimmed = samples.subarray(0, last + 1);
  const fade = Math.min(trimmed.length, Math.round(SAMPLE_RATE * FADE_SECONDS));
  for (let i = 0; i < fade; i++) {
    const index = trimmed.length - fade + i;
    trimmed[index] = (trimmed[index] ?? 0) * (1 - i / fade);
  }
  return trimmed;
}
