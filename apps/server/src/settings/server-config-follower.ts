import type { Env } from '../config/env';
import type { Database, DatabaseSource } from '../db/connect';
import { listenForLiveEvents } from '../live/live-listener';
import type { SecretBox } from '../security/secret-box';
import { loadServerConfig } from './server-config';

/**
 * How long the stored server settings are left alone after a change is announced before they are read again: a
 * save announces once per request, and an admin saving panel after panel costs one read, not one per save.
 */
export const SERVER_CONFIG_RELOAD_DEBOUNCE_MS = 250;

export interface ServerConfigFollowerOptions {
  /** Reads the stored server settings again and lays them over the environment. */
  reload: () => Promise<void>;
  /** A failed read, for the error log: the settings in use stay as they were and the next change tries again. */
  onError: (error: unknown) => void;
  /** @default SERVER_CONFIG_RELOAD_DEBOUNCE_MS */
  debounceMs?: number;
}

/**
 * Reloads the server settings once a burst of changes has settled. A change announced while a reload runs is
 * answered by one more reload after it, so the last reload always starts after the last change.
 */
export class ServerConfigFollower {
  readonly #reload: () => Promise<void>;
  readonly #onError: (error: unknown) => void;
  readonly #debounceMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(options: ServerConfigFollowerOptions) {
    this.#reload = options.reload;
    this.#onError = options.onError;
    this.#debounceMs = options.debounceMs ?? SERVER_CONFIG_RELOAD_DEBOUNCE_MS;
  }

  /** The stored server settings changed (on this instance or another). */
  changed(): void {
    if (this.#closed) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#start(), this.#debounceMs);
  }

  /** Stops following; answers once a reload in flight has ended. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #start(): void {
    this.#timer = undefined;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.#reload();
        } catch (error) {
          this.#onError(error);
        }
      } while (this.#again && !this.#closed);
      this.#running = undefined;
    })();
  }
}

export interface FollowServerConfigOptions {
  source: DatabaseSource;
  db: Database;
  secretBox: SecretBox;
  /** The environment every service reads, changed in place at each reload. */
  env: Env;
  onError: (error: unknown) => void;
  /** @default SERVER_CONFIG_RELOAD_DEBOUNCE_MS */
  debounceMs?: number;
}

/**
 * Keeps this instance's server settings (mail, upload storage, sign-in services, billing, reCAPTCHA, error
 * reporting) equal to the stored ones: the live-update channel's `settings` event, which every instance hears
 * after any admin saves, makes it read them again. After a lost connection it reads them again too, since a save
 * may have been missed meanwhile. Answers the function that stops following.
 */
export async function followStoredServerConfig(
  options: FollowServerConfigOptions,
): Promise<() => Promise<void>> {
  const follower = new ServerConfigFollower({
    reload: async () => {
      await loadServerConfig(options.db, options.secretBox, options.env);
    },
    onError: options.onError,
    debounceMs: options.debounceMs,
  });
  const listener = await listenForLiveEvents(options.source, {
    event: (event) => {
      if (event.k === 'settings') follower.changed();
    },
    resync: () => follower.changed(),
    accountChanged: () => undefined,
    listening: () => undefined,
    error: options.onError,
  });
  return async () => {
    await listener.stop();
    await follower.close();
  };
}
