/** Sends one mark on the listening connection and resolves whether it was heard back in time. */
export type SendMark = () => Promise<boolean>;

/**
 * Answers "has this instance heard every announcement committed before `since`?" on PostgreSQL, where announcements
 * arrive through the listening connection a moment after their commit. A round sends one mark of its own and waits
 * to hear it: a listener hears announcements in commit order, so every earlier one has arrived by then. Callers that
 * come while a round is out join the next one, which starts when it returns: one round trip answers a burst of
 * requests, and nobody waits on a round sent before they asked.
 */
export class CatchUpRounds {
  readonly #send: SendMark;
  readonly #clock: () => number;
  /** When the newest round that was heard back was sent. */
  #heardUpTo = Number.NEGATIVE_INFINITY;
  #current: { sentAt: number; heard: Promise<boolean> } | null = null;
  #next: Promise<boolean> | null = null;

  constructor(send: SendMark, clock: () => number = () => performance.now()) {
    this.#send = send;
    this.#clock = clock;
  }

  /** Resolves `true` once everything committed before `since` (on this clock) was heard, `false` if that failed. */
  heardSince(since: number): Promise<boolean> {
    if (this.#heardUpTo >= since) return Promise.resolve(true);
    const current = this.#current;
    if (!current) return this.#start();
    if (current.sentAt >= since) return current.heard;
    this.#next ??= current.heard.then(() => {
      this.#next = null;
      return this.#start();
    });
    return this.#next;
  }

  /** Forgets what was heard: after the listening connection was lost, nothing before the new one counts. */
  reset(): void {
    this.#heardUpTo = Number.NEGATIVE_INFINITY;
  }

  #start(): Promise<boolean> {
    const sentAt = this.#clock();
    const round = { sentAt, heard: Promise.resolve(false) };
    round.heard = this.#send()
      .catch(() => false)
      .then((heard) => {
        if (this.#current === round) this.#current = null;
        if (heard) this.#heardUpTo = Math.max(this.#heardUpTo, sentAt);
        return heard;
      });
    this.#current = round;
    return round.heard;
  }
}
