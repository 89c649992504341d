import type { Random } from '../random';
import type { DrumKitSpec } from '../synth/drums';
import type { FmSpec, InstrumentSpec, PluckSpec, SubtractiveSpec } from '../synth/instruments';
import type { ScaleName } from './theory';

export const GENRES = [
  { name: 'synthwave', displayName: 'Synthwave' },
  { name: 'lo-fi', displayName: 'Lo-fi' },
  { name: 'ambient', displayName: 'Ambient' },
  { name: 'techno', displayName: 'Techno' },
  { name: 'chiptune', displayName: 'Chiptune' },
  { name: 'jazz', displayName: 'Jazz' },
  { name: 'folk', displayName: 'Folk' },
  { name: 'drum-and-bass', displayName: 'Drum & Bass' },
] as const;

export type GenreName = (typeof GENRES)[number]['name'];

export type BassPattern =
  | 'eighths'
  | 'offbeat'
  | 'sub'
  | 'walking'
  | 'boom'
  | 'octaves'
  | 'root-fifth'
  | 'drone';
export type ChordRhythm = 'hold' | 'stabs' | 'comp' | 'pulse';
export type ArpPattern = 'up16' | 'updown8' | 'fingerpick' | 'broken8';
export type DrumPattern = 'four' | 'backbeat' | 'boom-bap' | 'breakbeat' | 'chip' | 'swing' | 'folk';

/** Everything that makes one artist sound like itself: tempo, harmony, instruments, drums and mix. */
export interface Style {
  genre: GenreName;
  bpm: [number, number];
  beatsPerBar: 3 | 4;
  /** How late the off-beat of `swingUnit` falls, as a fraction of that unit (0 = straight). */
  swing: number;
  swingUnit: 0.5 | 0.25;
  scales: ScaleName[];
  /** Lowest and highest tonic (MIDI) of the bass octave. */
  tonics: [number, number];
  progressions: number[][];
  sevenths: boolean;
  barsPerChord: 1 | 2;
  chords: { instrument: InstrumentSpec; rhythm: ChordRhythm; centre: number; gain: number } | null;
  bass: { instrument: InstrumentSpec; pattern: BassPattern; gain: number };
  arp: { instrument: InstrumentSpec; pattern: ArpPattern; gain: number } | null;
  lead: { instrument: InstrumentSpec; octave: number; density: number; gain: number };
  drums: { pattern: DrumPattern; kit: DrumKitSpec; gain: number } | null;
  mix: {
    reverbSize: number;
    reverbSend: number;
    echoBeats: number;
    echoFeedback: number;
    echoMix: number;
    lowPass: number | null;
    vinyl: number;
    duck: number;
    drive: number;
  };
}

function subtractive(overrides: Partial<SubtractiveSpec>): SubtractiveSpec {
  return {
    kind: 'subtractive',
    wave: 'saw',
    voices: 1,
    detuneCents: 0,
    sub: 0,
    cutoff: 2000,
    filterAmount: 0,
    filterDecay: 0.2,
    resonance: 0.1,
    keyTracking: 0.5,
    attack: 0.005,
    decay: 0.3,
    sustain: 0.7,
    release: 0.2,
    vibratoHz: 0,
    vibratoCents: 0,
    ...overrides,
  };
}

function fm(overrides: Partial<FmSpec>): FmSpec {
  return {
    kind: 'fm',
    ratio: 1,
    index: 1.5,
    indexDecay: 0.4,
    attack: 0.003,
    decay: 1.5,
    release: 0.3,
    tine: 0,
    ...overrides,
  };
}

function pluck(overrides: Partial<PluckSpec>): PluckSpec {
  return { kind: 'pluck', brightness: 0.5, decay: 2, release: 0.1, ...overrides };
}

const MINOR_PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 5, 4],
  [0, 6, 5, 6],
  [0, 5, 3, 4],
  [5, 6, 0, 0],
];
const MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 3, 4, 3],
  [0, 5, 3, 4],
  [3, 4, 0, 5],
  [0, 2, 3, 4],
];
const JAZZ_PROGRESSIONS = [
  [1, 4, 0, 0],
  [1, 4, 0, 5],
  [0, 5, 1, 4],
  [3, 2, 1, 4],
];

/** The style of an artist of `genre`, with its own timbre drawn from `random`. */
export function styleFor(genre: GenreName, random: Random): Style {
  const vary = (value: number, spread: number) => value * random.range(1 - spread, 1 + spread);
  switch (genre) {
    case 'synthwave':
      return {
        genre,
        bpm: [92, 112],
        beatsPerBar: 4,
        swing: 0,
        swingUnit: 0.5,
        scales: ['minor', 'dorian'],
        tonics: [33, 40],
        progressions: MINOR_PROGRESSIONS,
        sevenths: false,
        barsPerChord: 1,
        chords: {
          instrument: subtractive({
            voices: 3,
            detuneCents: vary(14, 0.3),
            cutoff: vary(1600, 0.3),
            attack: 0.25,
            decay: 1,
            sustain: 0.8,
            release: 0.7,
          }),
          rhythm: 'hold',
          centre: 62,
          gain: 0.16,
        },
        bass: {
          instrument: subtractive({
            cutoff: 260,
            filterAmount: vary(1400, 0.3),
            filterDecay: 0.12,
            resonance: 0.35,
            decay: 0.2,
            sustain: 0.5,
            release: 0.04,
            sub: 0.4,
          }),
          pattern: 'eighths',
          gain: 0.42,
        },
        arp: {
          instrument: subtractive({
            wave: 'square',
            cutoff: vary(2400, 0.3),
            filterAmount: 1500,
            filterDecay: 0.08,
            decay: 0.12,
            sustain: 0.15,
            release: 0.06,
          }),
          pattern: 'up16',
          gain: 0.13,
        },
        lead: {
          instrument: subtractive({
            voices: 2,
            detuneCents: 8,
            cutoff: vary(2800, 0.2),
            attack: 0.02,
            sustain: 0.8,
            release: 0.3,
            vibratoHz: 5.2,
            vibratoCents: 18,
          }),
          octave: 72,
          density: 0.45,
          gain: 0.24,
        },
        drums: {
          pattern: 'backbeat',
          kit: { kickPitch: 52, kickDecay: 0.13, snareTone: 1200, snareDecay: 0.16, hatDecay: 0.025 },
          gain: 0.75,
        },
        mix: {
          reverbSize: 0.75,
          reverbSend: 0.35,
          echoBeats: 0.75,
          echoFeedback: 0.35,
          echoMix: 0.3,
          lowPass: null,
          vinyl: 0,
          duck: 0.35,
          drive: 1.4,
        },
      };
    case 'lo-fi':
      return {
        genre,
        bpm: [72, 88],
        beatsPerBar: 4,
        swing: 0.55,
        swingUnit: 0.25,
        scales: ['dorian', 'minor', 'major'],
        tonics: [36, 43],
        progressions: JAZZ_PROGRESSIONS,
        sevenths: true,
        barsPerChord: 1,
        chords: {
          instrument: fm({
            index: vary(1.3, 0.3),
            indexDecay: 0.35,
            decay: vary(1.6, 0.2),
            tine: 0.12,
            release: 0.25,
          }),
          rhythm: 'comp',
          centre: 60,
          gain: 0.17,
        },
        bass: {
          instrument: subtractive({
            wave: 'triangle',
            cutoff: 500,
            sustain: 0.6,
            decay: 0.4,
            release: 0.08,
            sub: 0.3,
          }),
          pattern: 'boom',
          gain: 0.5,
        },
        arp: null,
        lead: {
          instrument: random.chance(0.5)
            ? fm({ ratio: 4, index: 1.1, indexDecay: 0.2, decay: 0.9, release: 0.3 })
            : subtractive({
                wave: 'sine',
                cutoff: 3000,
                attack: 0.04,
                sustain: 0.75,
                release: 0.25,
                vibratoHz: 4.5,
                vibratoCents: 14,
              }),
          octave: 72,
          density: 0.32,
          gain: 0.22,
        },
        drums: {
          pattern: 'boom-bap',
          kit: { kickPitch: 48, kickDecay: 0.18, snareTone: 1800, snareDecay: 0.11, hatDecay: 0.02 },
          gain: 0.7,
        },
        mix: {
          reverbSize: 0.45,
          reverbSend: 0.2,
          echoBeats: 0.5,
          echoFeedback: 0.25,
          echoMix: 0.15,
          lowPass: vary(4200, 0.15),
          vinyl: 0.02,
          duck: 0,
          drive: 1.6,
        },
      };
    case 'ambient':
      return {
        genre,
        bpm: [64, 76],
        beatsPerBar: 4,
        swing: 0,
        swingUnit: 0.5,
        scales: ['lydian', 'major', 'dorian'],
        tonics: [36, 43],
        progressions: [
          [0, 3, 0, 4],
          [0, 5, 3, 0],
          [0, 1, 0, 4],
        ],
        sevenths: true,
        barsPerChord: 2,
        chords: {
          instrument: subtractive({
            voices: 3,
            detuneCents: vary(18, 0.3),
            cutoff: vary(900, 0.3),
            attack: 0.9,
            decay: 2,
            sustain: 0.9,
            release: 2.2,
            vibratoHz: 0.3,
            vibratoCents: 6,
          }),
          rhythm: 'hold',
          centre: 60,
          gain: 0.2,
        },
        bass: {
          instrument: subtractive({ wave: 'sine', cutoff: 400, attack: 0.5, sustain: 1, release: 2 }),
          pattern: 'drone',
          gain: 0.35,
        },
        arp: null,
        lead: {
          instrument: fm({ ratio: vary(3.5, 0.05), index: 1.8, indexDecay: 0.3, decay: 2.2, release: 1.2 }),
          octave: 76,
          density: 0.18,
          gain: 0.17,
        },
        drums: null,
        mix: {
          reverbSize: 0.95,
          reverbSend: 0.7,
          echoBeats: 1.5,
          echoFeedback: 0.5,
          echoMix: 0.35,
          lowPass: null,
          vinyl: 0,
          duck: 0,
          drive: 1.1,
        },
      };
    case 'techno':
      return {
        genre,
        bpm: [124, 130],
        beatsPerBar: 4,
        swing: 0,
        swingUnit: 0.25,
        scales: ['phrygian', 'minor'],
        tonics: [33, 38],
        progressions: [
          [0, 0, 0, 0],
          [0, 0, 5, 6],
          [0, 1, 0, 1],
        ],
        sevenths: false,
        barsPerChord: 2,
        chords: {
          instrument: subtractive({
            wave: 'square',
            voices: 2,
            detuneCents: 9,
            cutoff: vary(1300, 0.3),
            filterAmount: 1800,
            filterDecay: 0.06,
            decay: 0.1,
            sustain: 0.2,
            release: 0.12,
          }),
          rhythm: 'stabs',
          centre: 60,
          gain: 0.16,
        },
        bass: {
          instrument: subtractive({
            cutoff: 220,
            filterAmount: vary(2600, 0.3),
            filterDecay: vary(0.1, 0.3),
            resonance: vary(0.75, 0.15),
            decay: 0.15,
            sustain: 0.4,
            release: 0.03,
            keyTracking: 0.2,
          }),
          pattern: 'offbeat',
          gain: 0.36,
        },
        arp: null,
        lead: {
          instrument: fm({
            ratio: vary(2.01, 0.02),
            index: 2.5,
            indexDecay: 0.08,
            decay: 0.25,
            release: 0.1,
          }),
          octave: 72,
          density: 0.25,
          gain: 0.17,
        },
        drums: {
          pattern: 'four',
          kit: {
            kickPitch: vary(50, 0.08),
            kickDecay: 0.2,
            snareTone: 900,
            snareDecay: 0.12,
            hatDecay: 0.022,
          },
          gain: 0.95,
        },
        mix: {
          reverbSize: 0.6,
          reverbSend: 0.25,
          echoBeats: 0.75,
          echoFeedback: 0.45,
          echoMix: 0.3,
          lowPass: null,
          vinyl: 0,
          duck: 0.6,
          drive: 1.8,
        },
      };
    case 'chiptune':
      return {
        genre,
        bpm: [136, 160],
        beatsPerBar: 4,
        swing: 0,
        swingUnit: 0.5,
        scales: ['major', 'lydian', 'minor'],
        tonics: [36, 43],
        progressions: MAJOR_PROGRESSIONS,
        sevenths: false,
        barsPerChord: 1,
        chords: null,
        bass: {
          instrument: subtractive({
            wave: 'triangle',
            cutoff: 9000,
            sustain: 1,
            release: 0.01,
            keyTracking: 0,
          }),
          pattern: 'octaves',
          gain: 0.45,
        },
        arp: {
          instrument: subtractive({
            wave: 'square',
            duty: 0.125,
            cutoff: 9000,
            keyTracking: 0,
            sustain: 0.6,
            decay: 0.1,
            release: 0.01,
          }),
          pattern: 'up16',
          gain: 0.12,
        },
        lead: {
          instrument: subtractive({
            wave: 'square',
            duty: random.pick([0.25, 0.5]),
            cutoff: 9000,
            keyTracking: 0,
            sustain: 0.8,
            release: 0.02,
            vibratoHz: 6,
            vibratoCents: 22,
          }),
          octave: 72,
          density: 0.55,
          gain: 0.2,
        },
        drums: {
          pattern: 'chip',
          kit: { kickPitch: 60, kickDecay: 0.1, snareTone: 2000, snareDecay: 0.1, hatDecay: 0.02 },
          gain: 0.55,
        },
        mix: {
          reverbSize: 0.2,
          reverbSend: 0,
          echoBeats: 0.75,
          echoFeedback: 0.2,
          echoMix: 0.15,
          lowPass: null,
          vinyl: 0,
          duck: 0,
          drive: 1,
        },
      };
    case 'jazz':
      return {
        genre,
        bpm: [96, 126],
        beatsPerBar: 4,
        swing: 0.6,
        swingUnit: 0.5,
        scales: ['major', 'dorian'],
        tonics: [36, 41],
        progressions: JAZZ_PROGRESSIONS,
        sevenths: true,
        barsPerChord: 1,
        chords: {
          instrument: fm({ index: vary(1.7, 0.2), indexDecay: 0.5, decay: 2, tine: 0.2, release: 0.2 }),
          rhythm: 'comp',
          centre: 62,
          gain: 0.17,
        },
        bass: {
          instrument: pluck({ brightness: 0.15, decay: 1.2, release: 0.06 }),
          pattern: 'walking',
          gain: 0.75,
        },
        arp: null,
        lead: {
          instrument: fm({ ratio: 4, index: 1.4, indexDecay: 0.15, decay: 1.3, release: 0.4 }),
          octave: 72,
          density: 0.5,
          gain: 0.2,
        },
        drums: {
          pattern: 'swing',
          kit: { kickPitch: 58, kickDecay: 0.12, snareTone: 2500, snareDecay: 0.08, hatDecay: 0.03 },
          gain: 0.5,
        },
        mix: {
          reverbSize: 0.5,
          reverbSend: 0.22,
          echoBeats: 1,
          echoFeedback: 0,
          echoMix: 0,
          lowPass: null,
          vinyl: 0,
          duck: 0,
          drive: 1.2,
        },
      };
    case 'folk':
      return {
        genre,
        bpm: [84, 104],
        beatsPerBar: random.pick([3, 4] as const),
        swing: 0,
        swingUnit: 0.5,
        scales: ['major', 'mixolydian'],
        tonics: [38, 45],
        progressions: MAJOR_PROGRESSIONS,
        sevenths: false,
        barsPerChord: 1,
        chords: null,
        bass: {
          instrument: pluck({ brightness: 0.3, decay: 1.5, release: 0.1 }),
          pattern: 'root-fifth',
          gain: 0.5,
        },
        arp: {
          instrument: pluck({ brightness: vary(0.6, 0.2), decay: 2.2, release: 0.15 }),
          pattern: 'fingerpick',
          gain: 0.3,
        },
        lead: {
          instrument: subtractive({
            wave: 'triangle',
            cutoff: 2500,
            attack: 0.05,
            sustain: 0.8,
            release: 0.2,
            vibratoHz: 5,
            vibratoCents: 20,
          }),
          octave: 72,
          density: 0.35,
          gain: 0.2,
        },
        drums: {
          pattern: 'folk',
          kit: { kickPitch: 62, kickDecay: 0.15, snareTone: 2000, snareDecay: 0.1, hatDecay: 0.02 },
          gain: 0.45,
        },
        mix: {
          reverbSize: 0.55,
          reverbSend: 0.25,
          echoBeats: 1,
          echoFeedback: 0,
          echoMix: 0,
          lowPass: null,
          vinyl: 0,
          duck: 0,
          drive: 1.1,
        },
      };
    case 'drum-and-bass':
      return {
        genre,
        bpm: [170, 176],
        beatsPerBar: 4,
        swing: 0,
        swingUnit: 0.25,
        scales: ['minor', 'dorian'],
        tonics: [29, 36],
        progressions: MINOR_PROGRESSIONS,
        sevenths: true,
        barsPerChord: 2,
        chords: {
          instrument: subtractive({
            voices: 3,
            detuneCents: 12,
            cutoff: vary(1400, 0.3),
            attack: 0.3,
            sustain: 0.8,
            release: 0.8,
          }),
          rhythm: 'hold',
          centre: 64,
          gain: 0.14,
        },
        bass: {
          instrument: subtractive({
            wave: 'sine',
            cutoff: 300,
            attack: 0.01,
            sustain: 1,
            release: 0.08,
            sub: 0,
          }),
          pattern: 'sub',
          gain: 0.7,
        },
        arp: null,
        lead: {
          instrument: fm({ index: 1.2, indexDecay: 0.3, decay: 1.2, tine: 0.15, release: 0.4 }),
          octave: 76,
          density: 0.3,
          gain: 0.2,
        },
        drums: {
          pattern: 'breakbeat',
          kit: { kickPitch: 55, kickDecay: 0.12, snareTone: 1500, snareDecay: 0.13, hatDecay: 0.02 },
          gain: 0.8,
        },
        mix: {
          reverbSize: 0.7,
          reverbSend: 0.3,
          echoBeats: 0.75,
          echoFeedback: 0.4,
          echoMix: 0.25,
          lowPass: null,
          vinyl: 0,
          duck: 0.3,
          drive: 1.5,
        },
      };
  }
}
