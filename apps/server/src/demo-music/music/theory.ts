/** Scales as semitone offsets from the tonic. */
export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const;

export type ScaleName = keyof typeof SCALES;

export const NOTE_NAMES = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'] as const;

/** The MIDI note of scale degree `degree` (0-based, any integer: 7 is the tonic an octave up) in a key. */
export function degreeToMidi(tonic: number, scale: ScaleName, degree: number): number {
  const steps = SCALES[scale];
  const octave = Math.floor(degree / steps.length);
  const index = degree - octave * steps.length;
  return tonic + octave * 12 + (steps[index] ?? 0);
}

/** Scale degrees of the chord built in thirds on `root`: a triad, or a seventh chord with `sevenths`. */
export function chordDegrees(root: number, sevenths: boolean): number[] {
  return sevenths ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4];
}

/**
 * MIDI notes of a chord voiced close to `previous` (or around `centre`): each tone goes to the octave nearest
 * the last voicing, so pads move smoothly instead of jumping in parallel.
 */
export function voiceChord(
  tonic: number,
  scale: ScaleName,
  degrees: number[],
  centre: number,
  previous: number[] | null,
): number[] {
  const target =
    previous && previous.length > 0 ? previous.reduce((a, b) => a + b, 0) / previous.length : centre;
  const notes = degrees.map((degree) => {
    let midi = degreeToMidi(tonic, scale, degree);
    while (midi < target - 6) midi += 12;
    while (midi > target + 6) midi -= 12;
    return midi;
  });
  return [...new Set(notes)].sort((a, b) => a - b);
}

/** The note of `scale` nearest to `midi` that is one of `chordTones` (pitch classes), for strong beats. */
export function nearestChordTone(midi: number, chordTones: number[]): number {
  let best = midi;
  let bestDistance = 99;
  for (let candidate = midi - 6; candidate <= midi + 6; candidate++) {
    if (!chordTones.includes(((candidate % 12) + 12) % 12)) continue;
    const distance = Math.abs(candidate - midi);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
