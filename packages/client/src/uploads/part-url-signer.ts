/** Part URLs signed per request (doc 000 §9). */
export const PART_URLS_PER_BATCH = 10;

/** Signs URLs for the given part numbers. */
export type SignParts = (partNumbers: readonly number[]) => Promise<Map<number, string>>;

/**
 * Hands out presigned part URLs just in time: a part that needs a URL is signed together with the next parts
 * waiting to start, at most 10 at once, so URLs are fresh when used and the file is never signed whole ahead.
 * Parts asking while their batch is being signed share that request.
 */
export class PartUrlSigner {
  readonly #sign: SignParts;
  readonly #upcoming: () => readonly number[];
  readonly #urls = new Map<number, string>();
  readonly #signing = new Map<number, Promise<Map<number, string>>>();

  /**
   * @param sign signs a batch of part numbers.
   * @param upcoming the parts waiting to start, in the order they will.
   */
  constructor(sign: SignParts, upcoming: () => readonly number[]) {
    this.#sign = sign;
    this.#upcoming = upcoming;
  }

  /** A URL for the part: the one already signed, or one signed now with the next parts. */
  async urlFor(partNumber: number): Promise<string> {
    const known = this.#urls.get(partNumber);
    if (known !== undefined) return known;
    const signed = await (this.#signing.get(partNumber) ?? this.#signBatch(partNumber));
    const url = signed.get(partNumber);
    if (url === undefined) throw new Error(`Part ${partNumber} was not signed`);
    return url;
  }

  /** Drops the part's URL (it expired, or the part is done), so the next `urlFor` signs a new one. */
  forget(partNumber: number): void {
    this.#urls.delete(partNumber);
  }

  #signBatch(partNumber: number): Promise<Map<number, string>> {
    const batch = [partNumber];
    for (const upcoming of this.#upcoming()) {
      if (batch.length === PART_URLS_PER_BATCH) break;
      if (upcoming !== partNumber && !this.#urls.has(upcoming) && !this.#signing.has(upcoming)) {
        batch.push(upcoming);
      }
    }
    const signing = this.#sign(batch).then((signed) => {
      for (const [number, url] of signed) this.#urls.set(number, url);
      return signed;
    });
    const settle = () => {
      for (const number of batch) this.#signing.delete(number);
    };
    signing.then(settle, settle);
    for (const number of batch) this.#signing.set(number, signing);
    return signing;
  }
}
