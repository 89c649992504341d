import { Random } from '../random';
import { onePoleCoefficient, SAMPLE_RATE, seconds, sine } from './dsp';

export type DrumName =
  | 'kick'
  | 'snare'
  | 'clap'
  | 'closedHat'
  | 'openHat'
  | 'ride'
  | 'shaker'
  | 'rim'
  | 'chipKick'
  | 'chipSnare'
  | 'chipHat';

/** The character of a kit: one artist's drums differ from another's by these. */
export interface DrumKitSpec {
  /** Kick body pitch (Hz) and how long it rings (s). */
  kickPitch: number;
  kickDecay: number;
  /** Snare noise tone: the cutoff of its high-pass (Hz). */
  snareTone: number;
  snareDecay: number;
  hatDecay: number;
}

/** One drum hit at unit velocity. Noise is seeded, so every hit of a kit is the same sample, as on a drum machine. */
export function renderDrum(name: DrumName, kit: DrumKitSpec): Float32Array {
  const random = new Random(`drum:${name}`);
  const noise = () => random.next() * 2 - 1;
  switch (name) {
    case 'kick':
      return kick(kit.kickPitch, kit.kickDecay, 0.35);
    case 'chipKick':
      return chip(seconds(0.12), (t) => 150 * Math.exp(-t / 0.03) + 40, 0.02, false, random);
    case 'snare': {
      const length = seconds(kit.snareDecay * 3);
      const out = new Float32Array(length);
      const hp = highPass(kit.snareTone);
      const noiseDecay = seconds(kit.snareDecay);
      const toneDecay = seconds(0.05);
      for (let i = 0; i < length; i++) {
        const tone = sine((i * 185) / SAMPLE_RATE) * Math.exp(-i / toneDecay) * 0.6;
        out[i] = hp(noise()) * Math.exp(-i / noiseDecay) + tone;
      }
      return out;
    }
    case 'chipSnare':
      return chip(seconds(0.15), () => 0, 0.05, true, random);
    case 'clap': {
      const length = seconds(0.3);
      const out = new Float32Array(length);
      const hp = highPass(900);
      const burst = seconds(0.011);
      for (let i = 0; i < length; i++) {
        // Three quick bursts then a tail: several hands clapping a moment apart.
        const envelope =
          i < burst * 3
            ? Math.exp(-(i % burst) / seconds(0.004))
            : Math.exp(-(i - burst * 3) / seconds(0.07));
        out[i] = hp(noise()) * envelope;
      }
      return out;
    }
    case 'closedHat':
      return metallic(seconds(kit.hatDecay * 3), seconds(kit.hatDecay), random, 0.6);
    case 'openHat':
      return metallic(seconds(kit.hatDecay * 12), seconds(kit.hatDecay * 5), random, 0.6);
    case 'ride':
      return metallic(seconds(1.2), seconds(0.45), random, 0.25);
    case 'chipHat':
      return chip(seconds(0.04), () => 0, 0.012, true, random);
    case 'shaker': {
      const length = seconds(0.12);
      const out = new Float32Array(length);
      const hp = highPass(3500);
      for (let i = 0; i < length; i++) {
        const t = i / length;
        out[i] = hp(noise()) * Math.sin(Math.PI * t) ** 2 * 0.7;
      }
      return out;
    }
    case 'rim': {
      const length = seconds(0.06);
      const out = new Float32Array(length);
      const decay = seconds(0.012);
      for (let i = 0; i < length; i++) {
        out[i] =
          (sine((i * 1700) / SAMPLE_RATE) * 0.7 + sine((i * 520) / SAMPLE_RATE) * 0.5) * Math.exp(-i / decay);
      }
      return out;
    }
  }
}

function kick(pitch: number, decay: number, click: number): Float32Array {
  const length = seconds(decay * 4);
  const out = new Float32Array(length);
  let phase = 0;
  const ampDecay = seconds(decay);
  const clickDecay = seconds(0.004);
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (pitch + pitch * 3 * Math.exp(-t / 0.025)) / SAMPLE_RATE;
    const body = sine(phase) * Math.exp(-i / ampDecay);
    // The beater's click: a short 3 kHz burst, ramped in over a third of a millisecond so the hit starts at zero.
    const beater = click * Math.min(1, i / 8) * Math.exp(-i / clickDecay) * sine((i * 3000) / SAMPLE_RATE);
    out[i] = Math.tanh(1.6 * body) + beater;
  }
  return out;
}

/** Six detuned square waves through a high-pass: the classic analogue-machine cymbal. */
function metallic(length: number, decay: number, random: Random, noiseMix: number): Float32Array {
  const out = new Float32Array(length);
  const ratios = [2, 3, 4.16, 5.43, 6.79, 8.21];
  const base = 320;
  const hp = highPass(6000);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const ratio of ratios) sum += ((i * base * ratio) / SAMPLE_RATE) % 1 < 0.5 ? 1 : -1;
    const value = (sum / ratios.length) * (1 - noiseMix) + (random.next() * 2 - 1) * noiseMix;
    out[i] = hp(value) * Math.exp(-i / decay);
  }
  return out;
}

/** An 8-bit console channel: a stepped pitch sweep (square) or quantised noise (the noise channel). */
function chip(
  length: number,
  pitchAt: (t: number) => number,
  decay: number,
  isNoise: boolean,
  random: Random,
): Float32Array {
  const out = new Float32Array(length);
  let phase = 0;
  let held = 0;
  const hold = 3; // Noise changes every few samples, like a console's LFSR clocked below the output rate.
  const decaySamples = seconds(decay);
  for (let i = 0; i < length; i++) {
    let value: number;
    if (isNoise) {
      if (i % hold === 0) held = random.next() < 0.5 ? -1 : 1;
      value = held;
    } else {
      phase += pitchAt(i / SAMPLE_RATE) / SAMPLE_RATE;
      value = phase % 1 < 0.5 ? 1 : -1;
    }
    // Volume in 16 steps, as the hardware had.
    out[i] = value * (Math.round(Math.exp(-i / decaySamples) * 15) / 15) * 0.8;
  }
  return out;
}

function highPass(cutoff: number): (input: number) => number {
  const coefficient = onePoleCoefficient(cutoff);
  let low = 0;
  return (input) => {
    low += coefficient * (input - low);
    return input - low;
  };
}
