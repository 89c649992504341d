import type { FileSource } from '../ports';

/** A slice the engine took. */
export interface TakenSlice {
  start: number;
  end: number;
}

/** The real blob file source, recording every slice taken (the engine's only way to read a file). */
export class RecordingFileSource implements FileSource {
  readonly slices: TakenSlice[] = [];

  slice(file: Blob, start: number, end: number): Blob {
    this.slices.push({ start, end });
    return file.slice(start, end);
  }

  /** The largest slice taken, in bytes. */
  get largestSlice(): number {
    return Math.max(0, ...this.slices.map(({ start, end }) => end - start));
  }
}
