import * as z from 'zod/mini';
import type { ResumeStorage, UploadClock } from './ports';

/** Every resume entry's key starts with this. */
export const RESUME_KEY_PREFIX = 'tonearm.uploads';
/** How long resume data is kept after it was last written: a day. */
export const DEFAULT_RESUME_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The upload methods that can resume after a reload. */
export type ResumableMethod = 'tus' | 's3-multipart';

/** How resume records are kept. */
export interface ResumeRecordsOptions {
  storage: ResumeStorage;
  /** Whose uploads these are; `null` for a guest. Each user sees only their own records. */
  userId: string | number | null;
  clock: UploadClock;
  /**
   * How long a record is kept after it was last written.
   * @default DEFAULT_RESUME_EXPIRY_MS (24 hours)
   */
  expiryMs?: number;
}

const envelopeSchema = z.object({ expiresAt: z.number(), data: z.unknown() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Resume data per user and file fingerprint, with an expiry: a record is removed when its upload succeeds or is
 * cancelled, and expired or unreadable records are swept, so fingerprints never pile up in the browser's storage.
 * Storage failures (quota, private mode) only cost the ability to resume; the upload itself goes on.
 */
export class ResumeRecords {
  readonly #storage: ResumeStorage;
  readonly #user: string;
  readonly #clock: UploadClock;
  readonly #expiryMs: number;

  constructor({ storage, userId, clock, expiryMs = DEFAULT_RESUME_EXPIRY_MS }: ResumeRecordsOptions) {
    this.#storage = storage;
    this.#user = userId === null ? 'guest' : `user-${userId}`;
    this.#clock = clock;
    this.#expiryMs = expiryMs;
  }

  #key(method: ResumableMethod, fingerprint: string): string {
    return `${RESUME_KEY_PREFIX}:${this.#user}:${method}:${fingerprint}`;
  }

  /** The live record of this method and file, `undefined` when there is none, it expired or it is unreadable. */
  read<S extends z.core.$ZodType>(
    method: ResumableMethod,
    fingerprint: string,
    schema: S,
  ): z.infer<S> | undefined {
    const key = this.#key(method, fingerprint);
    const envelope = envelopeSchema.safeParse(
      parseJson(this.#attempt(() => this.#storage.getItem(key)) ?? ''),
    );
    const data = envelope.success ? z.safeParse(schema, envelope.data.data) : undefined;
    if (envelope.success && envelope.data.expiresAt > this.#clock.now() && data?.success) return data.data;
    this.#attempt(() => this.#storage.removeItem(key));
    return undefined;
  }

  /** Stores (or refreshes) the record, with a new expiry. */
  write(method: ResumableMethod, fingerprint: string, data: unknown): void {
    const envelope = { expiresAt: this.#clock.now() + this.#expiryMs, data };
    this.#attempt(() => this.#storage.setItem(this.#key(method, fingerprint), JSON.stringify(envelope)));
  }

  remove(method: ResumableMethod, fingerprint: string): void {
    this.#attempt(() => this.#storage.removeItem(this.#key(method, fingerprint)));
  }

  /** Removes every expired or unreadable upload record, of any user. */
  sweepExpired(): void {
    const now = this.#clock.now();
    const keys = this.#attempt(() => this.#storage.keys()) ?? [];
    for (const key of keys) {
      if (!key.startsWith(`${RESUME_KEY_PREFIX}:`)) continue;
      const envelope = envelopeSchema.safeParse(
        parseJson(this.#attempt(() => this.#storage.getItem(key)) ?? ''),
      );
      if (!envelope.success || envelope.data.expiresAt <= now) {
        this.#attempt(() => this.#storage.removeItem(key));
      }
    }
  }

  #attempt<T>(operation: () => T): T | undefined {
    try {
      return operation();
    } catch {
      return undefined;
    }
  }
}
