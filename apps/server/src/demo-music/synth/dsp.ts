/** Every demo track is rendered at this rate, mono: 60+ tracks of 40–90 s then stay well under 250 MB as WAV. */
export const SAMPLE_RATE = 22_050;

const SINE_SIZE = 4096;
/** A sine table read with linear interpolation: several times faster than Math.sin in the inner loops. */
const SINE = (() => {
  const table = new Float32Array(SINE_SIZE + 1);
  for (let i = 0; i <= SINE_SIZE; i++) table[i] = Math.sin((2 * Math.PI * i) / SINE_SIZE);
  return table;
})();

/** sin(2π·phase) for a phase in cycles (any real number). */
export function sine(phase: number): number {
  const position = (phase - Math.floor(phase)) * SINE_SIZE;
  const index = position | 0;
  const a = SINE[index] ?? 0;
  return a + ((SINE[index + 1] ?? 0) - a) * (position - index);
}

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

export function seconds(value: number): number {
  return Math.round(value * SAMPLE_RATE);
}

/** The PolyBLEP residual that removes most aliasing from a naive saw or square step at phase `t`. */
export function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/**
 * A topology-preserving state-variable filter (Zavalishin): stable under fast cutoff sweeps, which the filter
 * envelopes of basses and leads need.
 */
export class StateVariableFilter {
  private ic1 = 0;
  private ic2 = 0;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;
  private k = 1;

  constructor(cutoff: number, resonance = 0) {
    this.set(cutoff, resonance);
  }

  /** `resonance` in 0..1 (1 is close to self-oscillation). */
  set(cutoff: number, resonance: number): void {
    const clamped = Math.min(Math.max(cutoff, 20), SAMPLE_RATE * 0.45);
    const g = Math.tan((Math.PI * clamped) / SAMPLE_RATE);
    this.k = 2 - 1.9 * resonance;
    this.a1 = 1 / (1 + g * (g + this.k));
    this.a2 = g * this.a1;
    this.a3 = g * this.a2;
  }

  /** Returns the low-pass output; `band` and `high` hold the other two after the call. */
  lowpass(input: number): number {
    const v3 = input - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.band = v1;
    this.high = input - this.k * v1 - v2;
    return v2;
  }

  band = 0;
  high = 0;
}

/** A one-pole low-pass filter coefficient for `cutoff` Hz. */
export function onePoleCoefficient(cutoff: number): number {
  return 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
}

/** Adds `source` × `gain` into `target` from `offset`, clipping to the target's end. */
export function mixInto(target: Float32Array, source: Float32Array, offset: number, gain: number): void {
  const start = Math.max(0, -offset);
  const end = Math.min(source.length, target.length - offset);
  for (let i = start; i < end; i++) target[offset + i] = (target[offset + i] ?? 0) + (source[i] ?? 0) * gain;
}
