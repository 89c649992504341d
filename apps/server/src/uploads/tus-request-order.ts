import { eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/connect';
import { tusUploadHeads } from './tus-upload-heads-table';

/** What a PATCH gets when its upload was asked for its offset after the PATCH arrived. */
export const UPLOAD_OVERTAKEN = {
  status_code: 409,
  body: 'The upload was asked for its offset after this chunk was sent.',
};

/** How long an upload's latest HEAD is remembered after it: as long as an unfinished tus upload is kept. */
export const REMEMBERED_HEAD_MS = 7 * 24 * 60 * 60 * 1000;

/** A tus request's method and its place in the order of arrival across instances. */
export interface TusArrival {
  method: string;
  /** Its number from the database's sequence, asked for as it arrived; `undefined` when it could not be had. */
  number: Promise<number | undefined>;
}

/**
 * The order in which tus requests reached any instance, and for each upload the latest HEAD to take its lock. A
 * client sends HEAD after it lost the line of a PATCH, to learn where the upload stands; that PATCH may still be on
 * its way through a server (its body unread until the lock, so the cut unnoticed), on this instance or another, and
 * would write after HEAD answered, moving the offset under the answer. So at the lock, a PATCH that arrived before
 * its upload's latest HEAD is stale and is refused; a client that is still there asks HEAD again and goes on.
 *
 * Both live in the database (migration 0055), so the order holds whichever instance each request reaches: arrivals
 * are numbered by one sequence, asked for the moment a request arrives (without waiting for the answer), and the
 * latest HEAD is read and written under the upload's lock, which every instance shares.
 */
export class TusRequestOrder {
  readonly #arrivals = new WeakMap<Request, Promise<number | undefined>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Numbers each request as it arrives, before anything that may wait: mounted first. */
  readonly stamp = createMiddleware(async (c, next) => {
    const number = this.db
      .execute(sql`SELECT nextval('tus_arrivals') AS number`)
      .then((result) => {
        const [row] = (result as unknown as { rows: Array<{ number: string | number }> }).rows;
        return row === undefined ? undefined : Number(row.number);
      })
      // A request the database could not number is not held back by the order (the lock still needs it).
      .catch(() => undefined);
    this.#arrivals.set(c.req.raw, number);
    await next();
  });

  /** The request as it arrived, numbered by {@link stamp}; `undefined` for a request that was not stamped. */
  arrivalOf(request: Request): TusArrival | undefined {
    const number = this.#arrivals.get(request);
    return number === undefined ? undefined : { method: request.method, number };
  }

  /**
   * Called as a request holds the lock of `uploadKey` (so no other request of that upload runs meanwhile, on any
   * instance): records a HEAD, and throws {@link UPLOAD_OVERTAKEN} for a PATCH that arrived before the latest HEAD.
   */
  async admit(uploadKey: string, arrival: TusArrival): Promise<void> {
    if (arrival.method !== 'PATCH' && arrival.method !== 'HEAD') return;
    const number = await arrival.number;
    if (number === undefined) return;
    if (arrival.method === 'PATCH') {
      const [latest] = await this.db
        .select({ head: tusUploadHeads.latest_head })
        .from(tusUploadHeads)
        .where(eq(tusUploadHeads.upload_key, uploadKey));
      if (latest && number < latest.head) throw UPLOAD_OVERTAKEN;
      return;
    }
    await this.db
      .insert(tusUploadHeads)
      .values({ upload_key: uploadKey, latest_head: number, updated_at: this.now() })
      .onConflictDoUpdate({
        target: tusUploadHeads.upload_key,
        set: {
          latest_head: sql`GREATEST(${tusUploadHeads.latest_head}, excluded.latest_head)`,
          updated_at: sql`excluded.updated_at`,
        },
      });
  }

  /** Forgets an upload that is finished or gone. */
  async forget(uploadKey: string): Promise<void> {
    await this.db.delete(tusUploadHeads).where(eq(tusUploadHeads.upload_key, uploadKey));
  }
}

/** Forgets the uploads whose latest HEAD is older than {@link REMEMBERED_HEAD_MS}; answers how many. */
export async function forgetStaleTusHeads(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REMEMBERED_HEAD_MS);
  const gone = await db
    .delete(tusUploadHeads)
    .where(lt(tusUploadHeads.updated_at, cutoff))
    .returning({ key: tusUploadHeads.upload_key });
  return gone.length;
}
