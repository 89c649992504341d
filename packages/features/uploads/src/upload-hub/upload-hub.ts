import type { HttpClient } from '@tonearm/client';
import type { UploadSettings } from '@tonearm/client/contract';
import {
  checkUploadRestrictions,
  type FileToUpload,
  type UploadItem,
  type UploadOptions,
  type UploadQueue,
  type UploadQueueOptions,
} from '@tonearm/client/uploads';

/** Who uploads, and how the site takes files. */
export interface UploadHubConfig {
  http: HttpClient;
  /** The site's `uploads` settings from the bootstrap data. */
  settings?: UploadSettings | undefined;
  /** The signed-in user, `null` for a guest: each user gets a queue of their own. */
  userId: string | number | null;
}

/** Makes the engine's queue; the default loads the engine on first use, out of the app's first visit. */
export type UploadQueueFactory = (options: UploadQueueOptions) => Promise<UploadQueue>;

const loadUploadQueue: UploadQueueFactory = async (options) => {
  // The queue's own module, not the uploads index: the first visit imports a rule from the index.
  const { UploadQueue } = await import('@tonearm/client/uploads/queue');
  return new UploadQueue(options);
};

const FINAL: readonly UploadItem['status'][] = ['completed', 'failed', 'aborted'];
const NO_UPLOADS: readonly UploadItem[] = [];

/**
 * The app's one upload queue, as screens reach it: made on the first upload, replaced when the user changes (the
 * old one stops where it is and keeps its resume data), and read with `subscribe`/`getSnapshot`. It also keeps
 * which ended uploads the user removed from the list, as the engine only clears them all at once.
 */
export class UploadHub {
  #config: UploadHubConfig;
  readonly #factory: UploadQueueFactory;
  #queue: Promise<UploadQueue> | null = null;
  #current: UploadQueue | null = null;
  #stopListening: (() => void) | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #removed = new Set<string>();
  #snapshot: readonly UploadItem[] = NO_UPLOADS;

  constructor(config: UploadHubConfig, factory: UploadQueueFactory = loadUploadQueue) {
    this.#config = config;
    this.#factory = factory;
  }

  /** Takes new settings; a different user gets a new queue and an empty list. */
  configure(config: UploadHubConfig): void {
    const userChanged = config.userId !== this.#config.userId || config.http !== this.#config.http;
    this.#config = config;
    if (userChanged) this.stop();
  }

  /** The engine's queue for the current user, made on first use. */
  queue(): Promise<UploadQueue> {
    if (this.#queue === null) {
      const { http, settings, userId } = this.#config;
      const queue = this.#factory({ http, userId, ...(settings ? { settings } : {}) });
      this.#queue = queue;
      void queue.then((made) => {
        // The user changed while the engine loaded: this queue is no longer anyone's.
        if (this.#queue !== queue) {
          made.dispose();
          return;
        }
        this.#current = made;
        this.#stopListening = made.subscribe(() => this.#refresh());
        this.#refresh();
      });
    }
    return this.#queue;
  }

  /** Queues files (see `UploadQueue.add`); answers the new uploads. */
  async add(files: Iterable<FileToUpload>, options?: UploadOptions): Promise<UploadItem[]> {
    return (await this.queue()).add(files, options);
  }

  cancel(id: string): void {
    this.#current?.cancel(id);
  }

  /** Sends a failed or cancelled upload again, unless a restriction refuses the file (retrying cannot help). */
  retry(id: string): void {
    const upload = this.#snapshot.find((item) => item.id === id);
    if (upload !== undefined && this.isRetryable(upload)) this.#current?.retry(id);
  }

  /** Whether sending the upload again can help: a file a restriction refuses is refused again. */
  isRetryable(upload: UploadItem): boolean {
    const restrictions = {
      maxFileSize: this.#config.settings?.max_size ?? null,
      ...upload.options.restrictions,
    };
    return checkUploadRestrictions(upload.file, restrictions) === null;
  }

  /** Takes one ended upload off the list. */
  remove(id: string): void {
    const upload = this.#snapshot.find((item) => item.id === id);
    if (upload === undefined || !FINAL.includes(upload.status)) return;
    this.#removed.add(id);
    this.#refresh();
  }

  /** Takes every ended upload off the list. */
  clearInactive(): void {
    this.#current?.clearInactive();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The uploads on the list, in the order they were added; the same array until something changes. */
  readonly getSnapshot = (): readonly UploadItem[] => this.#snapshot;

  /** Stops the current queue where it is (its resume data stays) and empties the list; the next upload starts anew. */
  stop(): void {
    this.#stopListening?.();
    this.#stopListening = null;
    this.#current?.dispose();
    this.#current = null;
    this.#queue = null;
    this.#removed.clear();
    this.#refresh();
  }

  #refresh(): void {
    const uploads = this.#current?.getSnapshot().uploads ?? NO_UPLOADS;
    for (const id of this.#removed) {
      if (!uploads.some((upload) => upload.id === id)) this.#removed.delete(id);
    }
    const next =
      this.#removed.size === 0 ? uploads : uploads.filter((upload) => !this.#removed.has(upload.id));
    if (next === this.#snapshot) return;
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
