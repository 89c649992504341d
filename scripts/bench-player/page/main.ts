import { PlaybackEngine } from '../../../packages/features/player/src/engine/playback-engine';
import { PlayerStore } from '../../../packages/features/player/src/store/player-store';
import { toneWavUrl } from '../../../packages/features/player/src/storybook/story-audio';
import recorderUrl from './recorder-worklet.ts?worker&url';

/** What one run through the engine measured, in milliseconds. */
export interface EngineRun {
  /** From `playQueue` to the first sample of sound at the output. */
  firstAudioMs: number;
  /** The longest silence between the first track's sound and the second's. */
  gapMs: number;
  /** How long both tracks sounded at once (the next one starting before the first had ended). */
  overlapMs: number;
}

// A sample quieter than this counts as silence; the tones peak at 0.5.
const SILENCE = 0.01;
// Louder than one tone alone: both sound at once.
const BOTH = 0.6;
// Silence shorter than this is a sine's zero crossing, not a gap.
const MIN_GAP_SAMPLES = 8;

/**
 * Plays two tones of `trackSeconds` back to back through the real engine (two media elements routed into Web
 * Audio) and records the output sample by sample in an AudioWorklet.
 */
async function measureEngine(trackSeconds: number): Promise<EngineRun> {
  const context = new AudioContext();
  await context.resume();
  await context.audioWorklet.addModule(recorderUrl);
  const recorder = new AudioWorkletNode(context, 'output-recorder');
  const sink = context.createGain();
  sink.gain.value = 0;
  recorder.connect(sink).connect(context.destination);
  const blocks: { frame: number; samples: Float32Array | null }[] = [];
  recorder.port.onmessage = (event: MessageEvent<{ frame: number; samples: Float32Array | null }>) => {
    blocks.push(event.data);
  };

  const sampleRate = context.sampleRate;
  const tracks = [440, 660].map((frequency, index) => ({
    id: index + 1,
    name: `Tone ${frequency}`,
    artists: [],
    src: toneWavUrl({ seconds: trackSeconds, frequency, sampleRate, amplitude: 0.5 }),
    durationMs: trackSeconds * 1000,
  }));
  const store = new PlayerStore();
  const engine = new PlaybackEngine({
    store,
    createMedia: () => {
      const audio = new Audio();
      audio.preload = 'auto';
      context.createMediaElementSource(audio).connect(recorder);
      return audio;
    },
  });
  // Lets the first track buffer as a page would have it by the time a listener clicks.
  const stamp = context.getOutputTimestamp();
  const startedAt =
    (stamp.contextTime ?? 0) + (performance.now() - (stamp.performanceTime ?? performance.now())) / 1000;
  store.playQueue({ tracks });
  await new Promise((resolve) => setTimeout(resolve, trackSeconds * 2000 + 700));
  engine.dispose();
  await context.close();

  const samples: number[] = [];
  const firstFrame = blocks[0]?.frame ?? 0;
  for (const block of blocks) {
    const offset = block.frame - firstFrame;
    for (let index = 0; index < 128; index += 1) samples[offset + index] = block.samples?.[index] ?? 0;
  }
  const loud = (index: number) => Math.abs(samples[index] ?? 0) >= SILENCE;
  const first = samples.findIndex((_, index) => loud(index));
  let last = samples.length - 1;
  while (last > first && !loud(last)) last -= 1;
  if (first < 0 || (last - first) / sampleRate < trackSeconds * 1.5) {
    throw new Error('The second track did not play after the first.');
  }
  let longest = 0;
  let run = 0;
  for (let index = first; index <= last; index += 1) {
    run = loud(index) ? 0 : run + 1;
    if (run >= MIN_GAP_SAMPLES && run > longest) longest = run;
  }
  let overlapStart = -1;
  let overlapEnd = -1;
  for (let index = first; index <= last; index += 1) {
    if (Math.abs(samples[index] ?? 0) < BOTH) continue;
    if (overlapStart < 0) overlapStart = index;
    overlapEnd = index;
  }
  return {
    overlapMs: overlapStart < 0 ? 0 : ((overlapEnd - overlapStart) / sampleRate) * 1000,
    firstAudioMs: ((firstFrame + first) / sampleRate - startedAt) * 1000,
    gapMs: (longest / sampleRate) * 1000,
  };
}

declare global {
  interface Window {
    measureEngine: typeof measureEngine;
  }
}

window.measureEngine = measureEngine;
