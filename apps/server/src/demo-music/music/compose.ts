import type { Random } from '../random';
import type { DrumName } from '../synth/drums';
import type { Style } from './styles';
import { chordDegrees, degreeToMidi, nearestChordTone, type ScaleName, voiceChord } from './theory';

export type Part = 'chords' | 'bass' | 'arp' | 'lead';
export type SectionKind = 'intro' | 'verse' | 'chorus' | 'break' | 'outro';

/** A note in beats from the start of the score, velocity 0..1. */
export interface ScoreNote {
  part: Part;
  at: number;
  beats: number;
  midi: number;
  velocity: number;
}

export interface ScoreHit {
  drum: DrumName;
  at: number;
  velocity: number;
}

/** Where a two-bar melody phrase starts: sung lyrics line up with these. */
export interface Phrase {
  at: number;
  section: SectionKind;
}

export interface Score {
  notes: ScoreNote[];
  hits: ScoreHit[];
  phrases: Phrase[];
  /** Length in beats, without the ring-out of a final chord. */
  beats: number;
}

export interface TrackPlan {
  bars: number;
  tonic: number;
  scale: ScaleName;
  progression: number[];
  /** `ring`: a last chord rings out after the final bar. `continue`: the music runs on into the next track. */
  ending: 'ring' | 'continue';
}

interface Section {
  kind: SectionKind;
  bars: number;
}

/** Intro, then verse/chorus/break in turn, then an outro: the shape of a short instrumental. */
export function layoutSections(bars: number): Section[] {
  const intro = bars >= 24 ? 4 : 2;
  const outro = bars >= 24 ? 4 : 2;
  const sections: Section[] = [{ kind: 'intro', bars: intro }];
  let remaining = bars - intro - outro;
  const cycle: Section[] = [
    { kind: 'verse', bars: 8 },
    { kind: 'chorus', bars: 8 },
    { kind: 'break', bars: 4 },
  ];
  let index = 0;
  while (remaining > 0) {
    const next = cycle[index % cycle.length] ?? { kind: 'verse', bars: 8 };
    const length = Math.min(next.bars, remaining);
    sections.push({ kind: next.kind, bars: length });
    remaining -= length;
    index++;
  }
  sections.push({ kind: 'outro', bars: outro });
  return sections;
}

interface Motif {
  notes: { at: number; beats: number; step: number }[];
  start: number;
}

/** A two-bar melodic idea: a rhythm on the eighth-note grid and a contour of scale steps. */
function makeMotif(random: Random, beatsPerBar: number, density: number, start: number): Motif {
  const steps = beatsPerBar * 4;
  const onsets: number[] = [];
  for (let i = 0; i < steps; i++) {
    const onBeat = i % 2 === 0;
    const probability = i === 0 ? 0.85 : onBeat ? density + 0.15 : density * 0.7;
    // Leave the end of the phrase free: a breath before the next line.
    if (i < steps - 2 && random.chance(probability)) onsets.push(i * 0.5);
  }
  if (onsets.length === 0) onsets.push(0);
  const notes: Motif['notes'] = [];
  let step = 0;
  for (let i = 0; i < onsets.length; i++) {
    const at = onsets[i] ?? 0;
    const next = onsets[i + 1] ?? beatsPerBar * 2 - 0.5;
    const roll = random.next();
    step += roll < 0.35 ? 1 : roll < 0.7 ? -1 : roll < 0.85 ? 2 : roll < 0.95 ? -2 : random.pick([3, -3, 4]);
    step = Math.max(-3, Math.min(6, step));
    notes.push({ at, beats: Math.min(2, next - at), step: i === 0 ? 0 : step });
  }
  return { notes, start };
}

/** The same idea with its second half rewritten: the answer to a question. */
function answer(motif: Motif, random: Random): Motif {
  const half = Math.ceil(motif.notes.length / 2);
  return {
    start: motif.start,
    notes: motif.notes.map((note, i) =>
      i < half ? note : { ...note, step: Math.max(-3, Math.min(6, note.step + random.pick([-2, -1, 1, 2]))) },
    ),
  };
}

/** Composes one track (or one part of a continuous set) from bar 0. */
export function composeTrack(style: Style, plan: TrackPlan, random: Random): Score {
  const beatsPerBar = style.beatsPerBar;
  const notes: ScoreNote[] = [];
  const hits: ScoreHit[] = [];
  const phrases: Phrase[] = [];
  const sections = layoutSections(plan.bars);
  const motifA = makeMotif(random.fork('verse'), beatsPerBar, style.lead.density, random.int(0, 4));
  const motifB = makeMotif(random.fork('chorus'), beatsPerBar, style.lead.density + 0.1, random.int(2, 5));
  const phraseAnswers = [motifA, answer(motifA, random.fork('verse answer'))];
  const chorusAnswers = [motifB, answer(motifB, random.fork('chorus answer'))];
  const grooves = grooveChoices(random.fork('groove'), beatsPerBar);
  const leadTonic = plan.tonic + 12 * Math.round((style.lead.octave - plan.tonic) / 12);
  let previousVoicing: number[] | null = null;
  let bar = 0;

  const chordAt = (barIndex: number) => {
    const index = Math.floor(barIndex / style.barsPerChord) % plan.progression.length;
    const root = plan.progression[index] ?? 0;
    const degrees = chordDegrees(root, style.sevenths);
    const pitchClasses = degrees.map((degree) => degreeToMidi(plan.tonic, plan.scale, degree) % 12);
    return { root, degrees, pitchClasses };
  };

  for (const section of sections) {
    for (let barInSection = 0; barInSection < section.bars; barInSection++, bar++) {
      const at = bar * beatsPerBar;
      const chord = chordAt(bar);
      const chordStarts = bar % style.barsPerChord === 0;
      const voicing = voiceChord(
        plan.tonic,
        plan.scale,
        chord.degrees,
        style.chords?.centre ?? 62,
        previousVoicing,
      );
      previousVoicing = voicing;
      const bassRoot = degreeToMidi(plan.tonic, plan.scale, chord.root % 7);
      const nextBassRoot = degreeToMidi(plan.tonic, plan.scale, chordAt(bar + 1).root % 7);
      const last = barInSection === section.bars - 1;
      const kind = section.kind;

      if (style.chords && (chordStarts || style.chords.rhythm !== 'hold')) {
        for (const hit of chordRhythm(style, grooves, chordStarts)) {
          for (const midi of voicing)
            notes.push({ part: 'chords', at: at + hit.at, beats: hit.beats, midi, velocity: hit.velocity });
        }
      }

      const bassPlays = kind !== 'break' && !(kind === 'intro' && barInSection < section.bars / 2);
      if (bassPlays || style.bass.pattern === 'drone') {
        for (const note of bassLine(
          style,
          grooves,
          bassRoot,
          nextBassRoot,
          chord.pitchClasses,
          plan,
          chordStarts,
        )) {
          notes.push({ part: 'bass', ...note, at: at + note.at });
        }
      }

      if (style.arp && kind !== 'outro' && !(kind === 'intro' && barInSection < section.bars / 2)) {
        for (const note of arpeggio(style, voicing, kind === 'verse' && style.genre !== 'folk')) {
          notes.push({ part: 'arp', ...note, at: at + note.at });
        }
      }

      const leadPlays = kind === 'verse' || kind === 'chorus' || (kind === 'break' && style.drums === null);
      if (leadPlays && barInSection % 2 === 0 && barInSection + 1 < section.bars) {
        const phraseIndex = barInSection / 2;
        const motifs = kind === 'chorus' ? chorusAnswers : phraseAnswers;
        const motif = motifs[phraseIndex % 2] ?? motifA;
        phrases.push({ at, section: kind });
        const lastPhrase = barInSection + 2 >= section.bars;
        motif.notes.forEach((note, i) => {
          const noteBar = bar + Math.floor(note.at / beatsPerBar);
          const tones = chordAt(noteBar).pitchClasses;
          let midi = degreeToMidi(leadTonic, plan.scale, motif.start + note.step);
          const strong = note.at % 1 === 0;
          if (strong) midi = nearestChordTone(midi, tones);
          if (lastPhrase && i === motif.notes.length - 1) midi = nearestChordTone(midi, [plan.tonic % 12]);
          notes.push({
            part: 'lead',
            at: at + note.at,
            beats: note.beats,
            midi,
            velocity: strong ? 0.85 : 0.7,
          });
        });
      }

      if (style.drums) {
        for (const hit of drumBar(style, kind, grooves, last, barInSection))
          hits.push({ ...hit, at: at + hit.at });
      }
    }
  }

  const beats = plan.bars * beatsPerBar;
  if (plan.ending === 'ring') {
    const finalVoicing = voiceChord(
      plan.tonic,
      plan.scale,
      chordDegrees(0, style.sevenths),
      style.chords?.centre ?? 62,
      previousVoicing,
    );
    const finalPart: Part = style.chords ? 'chords' : style.arp ? 'arp' : 'lead';
    for (const midi of finalVoicing)
      notes.push({ part: finalPart, at: beats, beats: beatsPerBar, midi, velocity: 0.9 });
    notes.push({ part: 'bass', at: beats, beats: beatsPerBar, midi: plan.tonic, velocity: 0.9 });
    if (style.drums) {
      hits.push({ drum: style.drums.pattern === 'chip' ? 'chipKick' : 'kick', at: beats, velocity: 1 });
      hits.push({ drum: style.drums.pattern === 'chip' ? 'chipHat' : 'openHat', at: beats, velocity: 0.8 });
    }
  }
  return { notes, hits, phrases, beats };
}

interface Grooves {
  comp: number[];
  stabs: number[];
  kicks: number[];
  sub: { at: number; beats: number }[];
  acid: boolean[];
}

/** Per-track rhythmic choices, so two tracks of an artist do not share every pattern. */
function grooveChoices(random: Random, beatsPerBar: number): Grooves {
  return {
    comp: random
      .pick([
        [0, 1.5],
        [0, 2.5, 3.5],
        [0.5, 2],
        [0, 1.5, 3],
      ])
      .filter((at) => at < beatsPerBar),
    stabs: random.pick([
      [0.5, 1.5, 2.5, 3.5],
      [0.75, 2.25, 3.5],
      [0.5, 1.75, 3.25],
    ]),
    kicks: random.pick([
      [0, 1.75, 2.5],
      [0, 2.25],
      [0, 0.75, 2.5],
    ]),
    sub: random.pick([
      [
        { at: 0, beats: 2.5 },
        { at: 2.75, beats: 1.25 },
      ],
      [
        { at: 0, beats: 1.5 },
        { at: 1.5, beats: 2.5 },
      ],
      [{ at: 0, beats: 4 }],
    ]),
    acid: Array.from({ length: 16 }, () => random.chance(0.3)),
  };
}

function chordRhythm(style: Style, grooves: Grooves, chordStarts: boolean) {
  const beatsPerBar = style.beatsPerBar;
  switch (style.chords?.rhythm) {
    case 'hold':
      return chordStarts ? [{ at: 0, beats: beatsPerBar * style.barsPerChord - 0.1, velocity: 0.8 }] : [];
    case 'stabs':
      return grooves.stabs.map((at) => ({ at, beats: 0.25, velocity: 0.8 }));
    case 'comp':
      return grooves.comp.map((at, i) => ({
        at,
        beats: i === 0 ? 1.25 : 0.9,
        velocity: i === 0 ? 0.85 : 0.65,
      }));
    default:
      return Array.from({ length: beatsPerBar * 2 }, (_, i) => ({ at: i * 0.5, beats: 0.4, velocity: 0.7 }));
  }
}

function bassLine(
  style: Style,
  grooves: Grooves,
  root: number,
  nextRoot: number,
  pitchClasses: number[],
  plan: TrackPlan,
  chordStarts: boolean,
): Omit<ScoreNote, 'part'>[] {
  const beatsPerBar = style.beatsPerBar;
  const fifth = root + 7;
  switch (style.bass.pattern) {
    case 'eighths':
      return Array.from({ length: beatsPerBar * 2 }, (_, i) => ({
        at: i * 0.5,
        beats: 0.45,
        midi: i % 4 === 3 ? root + 12 : root,
        velocity: i % 2 === 0 ? 0.9 : 0.7,
      }));
    case 'offbeat':
      return Array.from({ length: beatsPerBar * 4 }, (_, i) => i)
        .filter((i) => i % 4 === 2 || grooves.acid[i])
        .map((i) => ({
          at: i * 0.25,
          beats: 0.2,
          midi: grooves.acid[(i + 5) % 16] ? root + 12 : root,
          velocity: 0.85,
        }));
    case 'sub':
      return grooves.sub.map((note) => ({ ...note, midi: root, velocity: 1 }));
    case 'walking': {
      const third = nearestChordTone(root + 4, pitchClasses);
      const fifthTone = nearestChordTone(root + 7, pitchClasses);
      const approach = nextRoot + (nextRoot > root ? -1 : 1);
      return [root, third, fifthTone, approach]
        .slice(0, beatsPerBar)
        .map((midi, i) => ({ at: i, beats: 0.9, midi, velocity: i === 0 ? 0.95 : 0.8 }));
    }
    case 'boom':
      return [
        { at: 0, beats: 1.4, midi: root, velocity: 0.95 },
        { at: 1.75, beats: 0.5, midi: root, velocity: 0.7 },
        { at: 2.5, beats: 1.2, midi: plan.tonic === root ? fifth - 12 : root, velocity: 0.85 },
      ];
    case 'octaves':
      return Array.from({ length: beatsPerBar * 2 }, (_, i) => ({
        at: i * 0.5,
        beats: 0.4,
        midi: i % 2 === 0 ? root : root + 12,
        velocity: 0.9,
      }));
    case 'root-fifth':
      return beatsPerBar === 3
        ? [
            { at: 0, beats: 0.95, midi: root, velocity: 0.9 },
            { at: 1, beats: 0.9, midi: fifth - 12, velocity: 0.6 },
            { at: 2, beats: 0.9, midi: fifth - 12, velocity: 0.6 },
          ]
        : [
            { at: 0, beats: 1.9, midi: root, velocity: 0.9 },
            { at: 2, beats: 1.9, midi: fifth - 12, velocity: 0.7 },
          ];
    case 'drone':
      return chordStarts
        ? [{ at: 0, beats: beatsPerBar * style.barsPerChord, midi: root, velocity: 0.8 }]
        : [];
  }
}

function arpeggio(style: Style, voicing: number[], sparse: boolean): Omit<ScoreNote, 'part'>[] {
  const beatsPerBar = style.beatsPerBar;
  const tones = [...voicing, (voicing[0] ?? 60) + 12];
  const arpNotes: Omit<ScoreNote, 'part'>[] = [];
  switch (style.arp?.pattern) {
    case 'up16':
      for (let i = 0; i < beatsPerBar * 4; i++) {
        if (sparse && i % 2 === 1) continue;
        arpNotes.push({
          at: i * 0.25,
          beats: 0.22,
          midi: (tones[i % tones.length] ?? 60) + 12,
          velocity: i % 4 === 0 ? 0.9 : 0.65,
        });
      }
      break;
    case 'updown8': {
      const order = [...tones, ...tones.slice(1, -1).reverse()];
      for (let i = 0; i < beatsPerBar * 2; i++) {
        arpNotes.push({ at: i * 0.5, beats: 0.45, midi: order[i % order.length] ?? 60, velocity: 0.75 });
      }
      break;
    }
    case 'fingerpick': {
      const bass = (voicing[0] ?? 60) - 12;
      const [a = 60, b = 64, c = 67] = voicing;
      const order =
        beatsPerBar === 3 ? [bass, b, c, a + 12, c, b] : [bass, c, a + 12, b, bass + 7, c, a + 12, b];
      order.forEach((midi, i) => {
        arpNotes.push({ at: i * 0.5, beats: 1.5, midi, velocity: i === 0 ? 0.95 : 0.7 });
      });
      break;
    }
    case 'broken8':
      for (let i = 0; i < beatsPerBar * 2; i++) {
        arpNotes.push({ at: i * 0.5, beats: 0.45, midi: tones[(i * 3) % tones.length] ?? 60, velocity: 0.7 });
      }
      break;
    default:
      break;
  }
  return arpNotes;
}

function drumBar(style: Style, kind: SectionKind, grooves: Grooves, lastBar: boolean, barInSection: number) {
  const beatsPerBar = style.beatsPerBar;
  const hits: ScoreHit[] = [];
  const add = (drum: DrumName, at: number, velocity: number) => hits.push({ drum, at, velocity });
  const light = kind === 'intro' || kind === 'outro';
  const full = kind === 'chorus';
  const pattern = style.drums?.pattern;
  if (kind === 'break' && pattern !== 'four') return hits;
  const eighths = (drum: DrumName, velocity: number) => {
    for (let i = 0; i < beatsPerBar * 2; i++) add(drum, i * 0.5, i % 2 === 0 ? velocity : velocity * 0.7);
  };
  switch (pattern) {
    case 'four':
      if (kind !== 'break') for (let beat = 0; beat < beatsPerBar; beat++) add('kick', beat, 1);
      for (let i = 0; i < beatsPerBar * 4; i++) add('closedHat', i * 0.25, i % 2 === 0 ? 0.5 : 0.3);
      if (!light) {
        add('clap', 1, 0.8);
        add('clap', 3, 0.8);
        for (let beat = 0; beat < beatsPerBar; beat++) add('openHat', beat + 0.5, full ? 0.55 : 0.4);
      }
      if (lastBar && kind === 'break') for (let i = 0; i < 8; i++) add('clap', 2 + i * 0.25, 0.3 + i * 0.08);
      break;
    case 'backbeat':
      add('kick', 0, 1);
      add('kick', 2, 1);
      if (full || barInSection % 2 === 1) add('kick', 2.5, 0.8);
      if (!light) {
        add('snare', 1, 0.9);
        add('snare', 3, 0.9);
      }
      eighths('closedHat', 0.45);
      if (full) add('openHat', 3.5, 0.5);
      if (lastBar && !light) for (let i = 0; i < 4; i++) add('snare', 3 + i * 0.25, 0.4 + i * 0.15);
      break;
    case 'boom-bap':
      for (const at of grooves.kicks) add('kick', at, at === 0 ? 1 : 0.8);
      if (!light || barInSection > 0) {
        add('snare', 1, 0.85);
        add('snare', 3, 0.85);
      }
      eighths('closedHat', 0.4);
      if (full) add('rim', 3.75, 0.3);
      break;
    case 'breakbeat':
      add('kick', 0, 1);
      add('kick', 2.5, 0.9);
      if (!light) {
        add('snare', 1, 0.95);
        add('snare', 3, 0.95);
        add('snare', 1.75, 0.25);
        add('snare', 3.75, 0.25);
      }
      eighths('closedHat', 0.45);
      if (full) for (let i = 0; i < 8; i++) add('ride', i * 0.5, 0.25);
      if (lastBar && !light) for (let i = 0; i < 6; i++) add('snare', 2.5 + i * 0.25, 0.3 + i * 0.1);
      break;
    case 'chip':
      add('chipKick', 0, 1);
      add('chipKick', 2, 1);
      if (full) add('chipKick', 2.5, 0.8);
      if (!light) {
        add('chipSnare', 1, 0.8);
        add('chipSnare', 3, 0.8);
      }
      eighths('chipHat', 0.5);
      if (lastBar && !light) for (let i = 0; i < 4; i++) add('chipSnare', 3 + i * 0.25, 0.5 + i * 0.1);
      break;
    case 'swing':
      for (const at of [0, 1, 1.5, 2, 3, 3.5].filter((value) => value < beatsPerBar))
        add('ride', at, at % 1 === 0 ? 0.6 : 0.4);
      if (!light) {
        add('closedHat', 1, 0.5);
        add('closedHat', 3, 0.5);
        add('kick', 0, 0.5);
      }
      if (full) add('rim', 3.5, 0.35);
      break;
    case 'folk':
      eighths('shaker', 0.6);
      if (!light) {
        add('kick', 0, 0.7);
        if (beatsPerBar === 4) add('kick', 2, 0.6);
      }
      break;
    default:
      break;
  }
  return hits;
}
