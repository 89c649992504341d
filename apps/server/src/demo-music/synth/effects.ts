import type { Random } from '../random';
import { onePoleCoefficient, SAMPLE_RATE, seconds } from './dsp';

/** A feedback echo (in place), its repeats darkened a little each time like tape. */
export function echo(buffer: Float32Array, delaySeconds: number, feedback: number, mix: number): void {
  const delay = Math.max(1, seconds(delaySeconds));
  const line = new Float32Array(delay);
  const damping = onePoleCoefficient(3000);
  let damped = 0;
  let position = 0;
  for (let i = 0; i < buffer.length; i++) {
    const dry = buffer[i] ?? 0;
    const delayed = line[position] ?? 0;
    damped += damping * (delayed - damped);
    line[position] = dry + damped * feedback;
    position = position + 1 === delay ? 0 : position + 1;
    buffer[i] = dry + delayed * mix;
  }
}

const COMB_SECONDS = [0.0297, 0.0371, 0.0411, 0.0437];
const ALLPASS_SECONDS = [0.005, 0.0017];

/**
 * A small Schroeder reverb: four damped combs in parallel, then two all-passes, all in one pass over `input`.
 * The wet signal is added to `output` at `level`, so several buses can share one room.
 */
export function reverbInto(
  input: Float32Array,
  output: Float32Array,
  size: number,
  damping: number,
  level: number,
): void {
  const feedback = 0.7 + 0.28 * size;
  const damp = onePoleCoefficient(1500 + 6000 * (1 - damping));
  const combs = COMB_SECONDS.map(
    (combSeconds) => new Float32Array(seconds(combSeconds * (0.8 + size * 0.7))),
  );
  const [c0, c1, c2, c3] = combs as [Float32Array, Float32Array, Float32Array, Float32Array];
  const [a0, a1] = ALLPASS_SECONDS.map((allpassSeconds) => new Float32Array(seconds(allpassSeconds))) as [
    Float32Array,
    Float32Array,
  ];
  let p0 = 0;
  let p1 = 0;
  let p2 = 0;
  let p3 = 0;
  let q0 = 0;
  let q1 = 0;
  let f0 = 0;
  let f1 = 0;
  let f2 = 0;
  let f3 = 0;
  const length = Math.min(input.length, output.length);
  for (let i = 0; i < length; i++) {
    const dry = input[i] ?? 0;
    const d0 = c0[p0] ?? 0;
    const d1 = c1[p1] ?? 0;
    const d2 = c2[p2] ?? 0;
    const d3 = c3[p3] ?? 0;
    f0 += damp * (d0 - f0);
    f1 += damp * (d1 - f1);
    f2 += damp * (d2 - f2);
    f3 += damp * (d3 - f3);
    c0[p0] = dry + f0 * feedback;
    c1[p1] = dry + f1 * feedback;
    c2[p2] = dry + f2 * feedback;
    c3[p3] = dry + f3 * feedback;
    if (++p0 === c0.length) p0 = 0;
    if (++p1 === c1.length) p1 = 0;
    if (++p2 === c2.length) p2 = 0;
    if (++p3 === c3.length) p3 = 0;
    const combed = (d0 + d1 + d2 + d3) * 0.25;
    const e0 = a0[q0] ?? 0;
    a0[q0] = combed + e0 * 0.5;
    if (++q0 === a0.length) q0 = 0;
    const diffused = e0 - combed * 0.5;
    const e1 = a1[q1] ?? 0;
    a1[q1] = diffused + e1 * 0.5;
    if (++q1 === a1.length) q1 = 0;
    output[i] = (output[i] ?? 0) + (e1 - diffused * 0.5) * level;
  }
}

/** A one-pole low-pass in place: the dull top end of a cassette or an old sampler. */
export function lowPass(buffer: Float32Array, cutoff: number): void {
  const coefficient = onePoleCoefficient(cutoff);
  let state = 0;
  for (let i = 0; i < buffer.length; i++) {
    state += coefficient * ((buffer[i] ?? 0) - state);
    buffer[i] = state;
  }
}

/** Vinyl surface noise: a soft hiss and sparse crackles, added in place. */
export function vinyl(buffer: Float32Array, level: number, random: Random): void {
  const hissCoefficient = onePoleCoefficient(2500);
  let hiss = 0;
  let crackle = 0;
  for (let i = 0; i < buffer.length; i++) {
    hiss += hissCoefficient * (random.next() * 2 - 1 - hiss);
    if (random.next() < 6 / SAMPLE_RATE) crackle = (random.next() * 2 - 1) * 4;
    crackle *= 0.6;
    buffer[i] = (buffer[i] ?? 0) + (hiss * 0.5 + crackle) * level;
  }
}

/**
 * Ducks `buffer` after each trigger (sample offsets): the "pumping" of dance music, where pads and bass make room
 * for the kick.
 */
export function duck(buffer: Float32Array, triggers: number[], depth: number, releaseSeconds: number): void {
  const release = seconds(releaseSeconds);
  for (const trigger of triggers) {
    const end = Math.min(buffer.length, trigger + release);
    for (let i = Math.max(0, trigger); i < end; i++) {
      const t = (i - trigger) / release;
      buffer[i] = (buffer[i] ?? 0) * (1 - depth * (1 - t) * (1 - t));
    }
  }
}

/**
 * Removes any DC offset (a one-pole high-pass near 18 Hz), in place: pulse waves and plucked strings carry some,
 * and an offset would waste headroom and click where a file starts or stops.
 */
export function blockDc(buffer: Float32Array): void {
  let previousInput = 0;
  let previousOutput = 0;
  for (let i = 0; i < buffer.length; i++) {
    const input = buffer[i] ?? 0;
    previousOutput = input - previousInput + 0.995 * previousOutput;
    previousInput = input;
    buffer[i] = previousOutput;
  }
}

/**
 * A gentle saturating limiter, then a gain that brings the loudest sample to `peak`. The loudest level is found
 * before the curve is applied (the curve is monotonic), so the buffer is written once.
 */
export function master(buffer: Float32Array, drive: number, peak: number): void {
  let loudest = 0;
  for (let i = 0; i < buffer.length; i++) {
    const magnitude = Math.abs(buffer[i] ?? 0);
    if (magnitude > loudest) loudest = magnitude;
  }
  if (loudest === 0) return;
  const gain = peak / softClip(loudest * drive);
  for (let i = 0; i < buffer.length; i++) buffer[i] = softClip((buffer[i] ?? 0) * drive) * gain;
}

/** A rational approximation of tanh (within 2% up to |x| = 3, then flat): the limiter's curve at a tenth of the cost. */
function softClip(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const square = x * x;
  return (x * (27 + square)) / (27 + 9 * square);
}
