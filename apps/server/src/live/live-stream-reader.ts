/** One event read from a server-sent events stream. */
export interface ReadEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent events answer as a browser's EventSource would, for tests: events in order, waiting for the
 * next one that matches, and whether the server ended the stream.
 */
export class LiveStreamReader {
  readonly events: ReadEvent[] = [];
  #ended = false;
  #wake: () => void = () => undefined;
  readonly #reading: Promise<void>;

  constructor(response: Response) {
    if (!response.body) throw new Error('The stream answered without a body.');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    this.#reading = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            this.#readBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // A stream cut by the test itself ends like one the server ended.
      } finally {
        this.#ended = true;
        this.#wake();
      }
    })();
    this.cancel = () => reader.cancel().catch(() => undefined);
  }

  /** Stops reading, as a tab that closes. */
  readonly cancel: () => Promise<void>;

  get ended(): boolean {
    return this.#ended;
  }

  /** The first event after the `skip` first that matches, waiting up to `timeoutMs` for it. */
  async next(match: (event: ReadEvent) => boolean, { skip = 0, timeoutMs = 5_000 } = {}): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.slice(skip).find(match);
      if (found) return found;
      if (this.#ended)
        throw new Error(`The stream ended without the event; it had ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No such event in ${timeoutMs} ms; the stream had ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Resolves once the server ends the stream, or fails after `timeoutMs`. */
  async end(timeoutMs = 5_000): Promise<void> {
    await Promise.race([
      this.#reading,
      new Promise((_, reject) => setTimeout(() => reject(new Error('The stream is still open.')), timeoutMs)),
    ]);
  }

  #readBlock(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.events.push({ event, data: data.join('\n') });
    this.#wake();
  }
}
