// Runs in the AudioWorkletGlobalScope: posts every render quantum of the mixed output with its frame number, and
// an empty block while nothing is connected, so silence is counted as well as sound.
declare const currentFrame: number;
declare function registerProcessor(name: string, processor: unknown): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

class OutputRecorder extends AudioWorkletProcessor {
  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    this.port.postMessage({ frame: currentFrame, samples: channel ? channel.slice() : null });
    return true;
  }
}

registerProcessor('output-recorder', OutputRecorder);
