/**
 * Buffers of one size kept for the next request. A new buffer is fresh memory the system has to map page by page,
 * and garbage once its request ends: a gibibyte sent as fifty parts took 200 MiB of them, which the garbage
 * collector then had to find.
 */
export class BufferPool {
  readonly #free: Buffer[] = [];

  /** Buffers of `bufferBytes`; at most `kept` wait in the pool, the rest are left to the garbage collector. */
  constructor(
    readonly bufferBytes: number,
    private readonly kept: number,
  ) {}

  take(): Buffer {
    return this.#free.pop() ?? Buffer.allocUnsafeSlow(this.bufferBytes);
  }

  give(buffer: Buffer): void {
    if (this.#free.length < this.kept && buffer.byteLength === this.bufferBytes) this.#free.push(buffer);
  }
}
