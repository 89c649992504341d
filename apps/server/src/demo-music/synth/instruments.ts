import { Random } from '../random';
import { midiToFrequency, polyBlep, SAMPLE_RATE, StateVariableFilter, seconds, sine } from './dsp';

/** A subtractive voice: detuned oscillators through a resonant low-pass with its own envelope. */
export interface SubtractiveSpec {
  kind: 'subtractive';
  wave: 'saw' | 'square' | 'triangle' | 'sine';
  /** Pulse width of the square, 0..1. @default 0.5 */
  duty?: number;
  /** Number of oscillators and their spread in cents. */
  voices: number;
  detuneCents: number;
  /** A sine one octave down, mixed at this level. */
  sub: number;
  cutoff: number;
  /** Cutoff added at the start of each note, decaying with `filterDecay`. */
  filterAmount: number;
  filterDecay: number;
  resonance: number;
  /** Cutoff follows pitch by this fraction. */
  keyTracking: number;
  attack: number;
  decay: number;
  sustain: number;
  release: number;
  vibratoHz: number;
  vibratoCents: number;
}

/** A two-operator FM voice: electric pianos (ratio 1) and bells (inharmonic ratios). */
export interface FmSpec {
  kind: 'fm';
  ratio: number;
  index: number;
  /** Seconds for the modulation index to fall to a third: the bright attack of a tine. */
  indexDecay: number;
  attack: number;
  /** Seconds for the level to fall to a third while the key is held. */
  decay: number;
  release: number;
  /** A high partial mixed in at the attack: the "tine" click of an electric piano. */
  tine: number;
}

/** A plucked string (Karplus–Strong). */
export interface PluckSpec {
  kind: 'pluck';
  /** 0..1: how much of the high end survives each round trip. */
  brightness: number;
  /** Seconds for the string to fall to a third. */
  decay: number;
  release: number;
}

export type InstrumentSpec = SubtractiveSpec | FmSpec | PluckSpec;

/** Samples a note of `spec` lasts beyond its held length: its release. */
export function releaseSamples(spec: InstrumentSpec): number {
  return seconds(spec.release);
}

/** One note, unit velocity: `length` samples held, then the release. */
export function renderNote(spec: InstrumentSpec, midi: number, length: number): Float32Array {
  switch (spec.kind) {
    case 'subtractive':
      return renderSubtractive(spec, midi, length);
    case 'fm':
      return renderFm(spec, midi, length);
    case 'pluck':
      return renderPluck(spec, midi, length);
  }
}

function renderSubtractive(spec: SubtractiveSpec, midi: number, length: number): Float32Array {
  const release = Math.max(1, releaseSamples(spec));
  const out = new Float32Array(length + release);
  const frequency = midiToFrequency(midi);
  const attack = Math.max(1, seconds(spec.attack));
  const decay = Math.max(1, seconds(spec.decay));
  const filterDecay = Math.max(1, seconds(spec.filterDecay));
  const duty = spec.duty ?? 0.5;
  const phases = new Float64Array(spec.voices);
  const increments = new Float64Array(spec.voices);
  const random = new Random(midi * 7919 + length);
  for (let v = 0; v < spec.voices; v++) {
    const spread = spec.voices === 1 ? 0 : (v / (spec.voices - 1) - 0.5) * 2 * spec.detuneCents;
    increments[v] = (frequency * 2 ** (spread / 1200)) / SAMPLE_RATE;
    phases[v] = spec.voices === 1 ? 0 : random.next();
  }
  let subPhase = 0;
  const subIncrement = (frequency * 0.5) / SAMPLE_RATE;
  const filter = new StateVariableFilter(spec.cutoff, spec.resonance);
  const baseCutoff = spec.cutoff * (frequency / 261.63) ** spec.keyTracking;
  const voiceGain = 1 / Math.sqrt(spec.voices);
  const vibratoDepth = 2 ** (spec.vibratoCents / 1200) - 1;
  const vibratoIncrement = spec.vibratoHz / SAMPLE_RATE;
  // Attack–decay–sustain while held, then a quadratic release from wherever the level stands.
  let decaying = 1;
  const decayStep = Math.exp(-1 / decay);
  let level = 0;
  let levelAtRelease = 0;
  for (let i = 0; i < out.length; i++) {
    if (i < length) {
      if (i < attack) {
        level = i / attack;
      } else {
        level = spec.sustain + (1 - spec.sustain) * decaying;
        decaying *= decayStep;
      }
      levelAtRelease = level;
    } else {
      const t = 1 - (i - length) / release;
      level = t <= 0 ? 0 : levelAtRelease * t * t;
    }
    if ((i & 15) === 0) {
      filter.set(baseCutoff + spec.filterAmount * Math.exp(-i / filterDecay), spec.resonance);
    }
    // Vibrato fades in over the first half second, as a player's would.
    const vibrato =
      vibratoDepth === 0 ? 1 : 1 + vibratoDepth * Math.min(1, i / 11025) * sine(i * vibratoIncrement);
    let sum = 0;
    for (let v = 0; v < spec.voices; v++) {
      const dt = (increments[v] ?? 0) * vibrato;
      let t = (phases[v] ?? 0) + dt;
      if (t >= 1) t -= 1;
      phases[v] = t;
      switch (spec.wave) {
        case 'saw':
          sum += 2 * t - 1 - polyBlep(t, dt);
          break;
        case 'square': {
          let value = t < duty ? 1 : -1;
          value += polyBlep(t, dt);
          const shifted = t - duty < 0 ? t - duty + 1 : t - duty;
          value -= polyBlep(shifted, dt);
          sum += value;
          break;
        }
        case 'triangle':
          sum += 1 - 4 * Math.abs(t - 0.5);
          break;
        case 'sine':
          sum += sine(t);
          break;
      }
    }
    let raw = sum * voiceGain;
    if (spec.sub > 0) {
      subPhase += subIncrement;
      raw += spec.sub * sine(subPhase);
    }
    const filtered = filter.lowpass(raw);
    out[i] = filtered * level;
  }
  return out;
}

function renderFm(spec: FmSpec, midi: number, length: number): Float32Array {
  const release = Math.max(1, releaseSamples(spec));
  const out = new Float32Array(length + release);
  const frequency = midiToFrequency(midi);
  const carrierIncrement = frequency / SAMPLE_RATE;
  const modulatorIncrement = carrierIncrement * spec.ratio;
  const tineIncrement = carrierIncrement * 14;
  const attack = Math.max(1, seconds(spec.attack));
  const decay = seconds(spec.decay);
  const indexDecay = seconds(spec.indexDecay);
  // Higher notes die away sooner, as on a real piano or bell.
  const pitchFactor = (261.63 / frequency) ** 0.3;
  let level = 1;
  const levelStep = Math.exp(-1 / (decay * pitchFactor));
  let index = spec.index;
  const indexStep = Math.exp(-1 / indexDecay);
  let tineLevel = spec.tine;
  const tineStep = Math.exp(-1 / seconds(0.05));
  let levelAtRelease = 1;
  for (let i = 0; i < out.length; i++) {
    const modulation = index * sine(i * modulatorIncrement);
    let value = sine(i * carrierIncrement + modulation / (2 * Math.PI)) + tineLevel * sine(i * tineIncrement);
    const rise = i < attack ? i / attack : 1;
    if (i === length) levelAtRelease = level;
    const fall = i < length ? 1 : Math.max(0, 1 - (i - length) / release) ** 2;
    value *= rise * (i < length ? level : levelAtRelease * fall);
    out[i] = value;
    level *= levelStep;
    index *= indexStep;
    tineLevel *= tineStep;
  }
  return out;
}

function renderPluck(spec: PluckSpec, midi: number, length: number): Float32Array {
  const release = Math.max(1, releaseSamples(spec));
  const out = new Float32Array(length + release);
  const frequency = midiToFrequency(midi);
  const period = SAMPLE_RATE / frequency;
  const size = Math.max(2, Math.floor(period));
  // The fractional part of the period, tuned with a first-order all-pass so high strings stay in tune.
  const fraction = period - size;
  const allpass = (1 - fraction) / (1 + fraction);
  const line = new Float32Array(size);
  const random = new Random(midi * 104729 + 17);
  for (let i = 0; i < size; i++) line[i] = random.next() * 2 - 1;
  // A zero-mean excitation: the string's loop barely damps DC, which would otherwise linger as an offset.
  const mean = line.reduce((sum, value) => sum + value, 0) / size;
  for (let i = 0; i < size; i++) line[i] = (line[i] ?? 0) - mean;
  // Soften the excitation: a pick, not a hammer.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 1; i < size; i++) line[i] = ((line[i] ?? 0) + (line[i - 1] ?? 0)) * 0.5;
  }
  const roundTrips = (spec.decay * frequency) / Math.log(3);
  const loss = Math.exp(-1 / roundTrips);
  const blend = 0.5 + 0.5 * spec.brightness;
  let position = 0;
  let previous = 0;
  let allpassIn = 0;
  let allpassOut = 0;
  for (let i = 0; i < out.length; i++) {
    const current = line[position] ?? 0;
    const averaged = (blend * current + (1 - blend) * previous) * loss;
    previous = current;
    const tuned = allpass * averaged + allpassIn - allpass * allpassOut;
    allpassIn = averaged;
    allpassOut = tuned;
    line[position] = tuned;
    position = position + 1 === size ? 0 : position + 1;
    const damp = i < length ? 1 : Math.max(0, 1 - (i - length) / release) ** 2;
    out[i] = current * damp;
  }
  return out;
}
