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
 * A small Schroeder reverb: four damped combs in parallel, then two all-passes. Returns the wet signal only, so
 * a caller can send several buses into one room.
 */
export function reverb(input: Float32Array, size: number, damping: number): Float32Array {
  const out = new Float32Array(input.length);
  const feedback = 0.7 + 0.28 * size;
  const damp = onePoleCoefficient(1500 + 6000 * (1 - damping));
  for (const combSeconds of COMB_SECONDS) {
    const delay = seconds(combSeconds * (0.8 + size * 0.7));
    const line = new Float32Array(delay);
    let position = 0;
    let filtered = 0;
    for (let i = 0; i < input.length; i++) {
      const delayed = line[position] ?? 0;
      filtered += damp * (delayed - filtered);
      line[position] = (input[i] ?? 0) + filtered * feedback;
      position = position + 1 === delay ? 0 : position + 1;
      out[i] = (out[i] ?? 0) + delayed * 0.25;
    }
  }
  for (const allpassSeconds of ALLPASS_SECONDS) {
    const delay = seconds(allpassSeconds);
    const line = new Float32Array(delay);
    let position = 0;
    for (let i = 0; i < out.length; i++) {
      const delayed = line[position] ?? 0;
      const value = out[i] ?? 0;
      line[position] = value + delayed * 0.5;
      position = position + 1 === delay ? 0 : position + 1;
      out[i] = delayed - value * 0.5;
    }
  }
  return out;
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

/** A gentle saturating limiter, then a gain that brings the loudest sample to `peak`. */
export function master(buffer: Float32Array, drive: number, peak: number): void {
  let loudest = 0;
  for (let i = 0; i < buffer.length; i++) {
    const value = softClip((buffer[i] ?? 0) * drive);
    buffer[i] = value;
    const magnitude = Math.abs(value);
    if (magnitude > loudest) loudest = magnitude;
  }
  if (loudest === 0) return;
  const gain = peak / loudest;
  for (let i = 0; i < buffer.length; i++) buffer[i] = (buffer[i] ?? 0) * gain;
}

/** A rational approximation of tanh (within 2% up to |x| = 3, then flat): the limiter's curve at a tenth of the cost. */
function softClip(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const square = x * x;
  return (x * (27 + square)) / (27 + 9 * square);
}
