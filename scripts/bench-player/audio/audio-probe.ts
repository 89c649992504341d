import type { Frame, Page } from '@playwright/test';

/** What the probe sees of one of the page's media elements. */
export interface ProbedAudio {
  src: string;
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
}

/** A recording of everything the page's media elements played, mixed, one number per sample. */
export interface ProbeRecording {
  samples: number[];
  sampleRate: number;
}

interface ProbeWindow {
  tonearmAudioProbe: {
    elements: HTMLAudioElement[];
    /** `performance.now()` of every `playing` event of any element. */
    playingAt: number[];
    start(): void;
    stop(): ProbeRecording;
  };
  tonearmClickToPlaying?: Promise<ClickToPlaying>;
}

/** From a click to the first sound it started, in milliseconds. */
export interface ClickToPlaying {
  /** To the first `playing` event after the click. */
  playingMs: number;
  /** To the first moment a media element's time has moved past 0. */
  advancingMs: number;
}

// Runs in the AudioWorkletGlobalScope: posts every render quantum of the mixed output with its frame number.
const RECORDER_WORKLET = `
class OutputRecorder extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    this.port.postMessage({ frame: currentFrame, samples: channel ? channel.slice() : null });
    return true;
  }
}
registerProcessor('tonearm-output-recorder', OutputRecorder);
`;

/**
 * Makes every `new Audio()` of the page's frames observable, before the app's scripts run: the elements are kept
 * for `probedAudio`, and with `record` each is routed through Web Audio (a `MediaElementAudioSourceNode`) into an
 * AudioWorklet that records the mixed output sample by sample. Recording loads the worklet from a Blob, which the
 * site's script policy forbids: the context must be made with `bypassCSP`.
 */
export async function installAudioProbe(page: Page, { record = false }: { record?: boolean } = {}) {
  // Run through tsx (the benches), the functions sent to the page call esbuild's `__name` helper for their named
  // inner functions; the page has no such helper, so it gets one that does nothing.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(
    ({ record, worklet }) => {
      const NativeAudio = window.Audio;
      const elements: HTMLAudioElement[] = [];
      const playingAt: number[] = [];
      const context = record ? new AudioContext() : null;
      const bus = context?.createGain() ?? null;
      let recording = false;
      const blocks: { frame: number; samples: Float32Array | null }[] = [];
      if (context && bus) {
        bus.connect(context.destination);
        const url = URL.createObjectURL(new Blob([worklet], { type: 'text/javascript' }));
        void context.audioWorklet.addModule(url).then(() => {
          const recorder = new AudioWorkletNode(context, 'tonearm-output-recorder');
          const mute = context.createGain();
          mute.gain.value = 0;
          bus.connect(recorder).connect(mute).connect(context.destination);
          recorder.port.onmessage = (
            event: MessageEvent<{ frame: number; samples: Float32Array | null }>,
          ) => {
            if (recording) blocks.push(event.data);
          };
        });
      }
      window.Audio = class ProbedAudio extends NativeAudio {
        constructor(src?: string) {
          super(src);
          elements.push(this);
          this.addEventListener('playing', () => playingAt.push(performance.now()));
          if (context && bus) context.createMediaElementSource(this).connect(bus);
        }
      };
      (window as unknown as ProbeWindow).tonearmAudioProbe = {
        elements,
        playingAt,
        start() {
          void context?.resume();
          blocks.length = 0;
          recording = true;
        },
        stop() {
          recording = false;
          const first = blocks[0]?.frame ?? 0;
          const samples: number[] = [];
          for (const block of blocks) {
            const offset = block.frame - first;
            for (let index = 0; index < 128; index += 1)
              samples[offset + index] = block.samples?.[index] ?? 0;
          }
          return {
            samples: Array.from(samples, (sample) => sample ?? 0),
            sampleRate: context?.sampleRate ?? 0,
          };
        },
      };
    },
    { record, worklet: RECORDER_WORKLET },
  );
}

/** The media elements the app made in `target` (a page or a frame), in the order it made them. */
export function probedAudio(target: Page | Frame): Promise<ProbedAudio[]> {
  return target.evaluate(() =>
    (window as unknown as ProbeWindow).tonearmAudioProbe.elements.map((audio) => ({
      src: audio.src,
      paused: audio.paused,
      currentTime: audio.currentTime,
      duration: audio.duration,
      volume: audio.volume,
    })),
  );
}

/** The element sounding now (the last one started when two overlap at a handover), or null. */
export async function soundingAudio(target: Page | Frame): Promise<ProbedAudio | null> {
  const sounding = (await probedAudio(target)).filter((audio) => !audio.paused);
  return sounding.sort((a, b) => a.currentTime - b.currentTime)[0] ?? null;
}

/** Starts recording the page's output (see `installAudioProbe` with `record`). */
export function startRecording(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as ProbeWindow).tonearmAudioProbe.start());
}

/** Stops recording and returns what was heard since `startRecording`. */
export function stopRecording(page: Page): Promise<ProbeRecording> {
  return page.evaluate(() => (window as unknown as ProbeWindow).tonearmAudioProbe.stop());
}

/**
 * Moves the media element now sounding to `secondsBeforeEnd` before its end, behind the app's back: the engine
 * sees it as it would see a long stretch of listening, and hands over to the next track when the end comes.
 */
export function seekSoundingAudioNearEnd(target: Page | Frame, secondsBeforeEnd: number): Promise<void> {
  return target.evaluate((before) => {
    const audio = (window as unknown as ProbeWindow).tonearmAudioProbe.elements.find(
      (element) => !element.paused,
    );
    if (!audio) throw new Error('Nothing is playing.');
    audio.currentTime = Math.max(0, audio.duration - before);
  }, secondsBeforeEnd);
}

/**
 * Starts timing the next click on the page: `clickToPlaying` then resolves with the time from that click to the
 * first `playing` event and to the first media time past 0 (polled every 2 ms).
 */
export function armClickToPlaying(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).tonearmAudioProbe;
    (window as unknown as ProbeWindow).tonearmClickToPlaying = new Promise<ClickToPlaying>((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const clickAt = event.timeStamp;
          const poll = () => {
            const playing = probe.playingAt.find((at) => at >= clickAt);
            if (
              playing !== undefined &&
              probe.elements.some((audio) => !audio.paused && audio.currentTime > 0)
            ) {
              resolve({ playingMs: playing - clickAt, advancingMs: performance.now() - clickAt });
            } else {
              setTimeout(poll, 2);
            }
          };
          poll();
        },
        { capture: true, once: true },
      );
    });
  });
}

/** What `armClickToPlaying` measured, once the click has started the sound. */
export function clickToPlaying(page: Page): Promise<ClickToPlaying> {
  return page.evaluate(() => {
    const measured = (window as unknown as ProbeWindow).tonearmClickToPlaying;
    if (!measured) throw new Error('armClickToPlaying was not called.');
    return measured;
  });
}
