import type { UploadMinutes } from '@tonearm/client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Account } from '../../accounts/account';
import { catalogueImports } from '../../admin/catalogue-import/import-tables';
import type { Database } from '../../db/connect';
import { tracks } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { uploadMinutesLimit } from './workspace-access';

const MINUTE_MS = 60_000;
const minutes = (milliseconds: number) => Math.round((milliseconds / MINUTE_MS) * 100) / 100;

/**
 * The milliseconds of music the user has uploaded: the tracks they published and the files read and waiting for
 * review (which are on the server already and publish without another check).
 */
export async function uploadedMilliseconds(db: Database, userId: number): Promise<number> {
  const [published] = await db
    .select({ total: sql<string>`coalesce(sum(${tracks.duration}), 0)` })
    .from(tracks)
    .where(eq(tracks.created_by, userId));
  const [waiting] = await db
    .select({
      total: sql<string>`coalesce(sum((${catalogueImports.details} -> 'format' ->> 'duration')::bigint), 0)`,
    })
    .from(catalogueImports)
    .where(eq(catalogueImports.owner_id, userId));
  return Number(published?.total ?? 0) + Number(waiting?.total ?? 0);
}

/** The minutes the account used, its limit and what is left (`null` without a limit). */
export async function uploadMinutes(db: Database, account: Account): Promise<UploadMinutes> {
  const limit = uploadMinutesLimit(account);
  const used = minutes(await uploadedMilliseconds(db, account.user.id));
  return { used, limit, left: limit === null ? null : Math.max(0, Math.round((limit - used) * 100) / 100) };
}

/** The message an upload over the limit gets, naming what is left. */
export function overQuotaMessage(left: number): string {
  return left <= 0
    ? 'You have no upload minutes left. Upgrade your plan to upload more.'
    : `This would go over your upload minutes: ${left} left. Upgrade your plan to upload more.`;
}

/** 422 on `field` when `milliseconds` more music would go over the account's minutes. */
export async function requireMinutesFor(
  db: Database,
  account: Account,
  milliseconds: number,
  field: string,
): Promise<UploadMinutes> {
  const quota = await uploadMinutes(db, account);
  if (quota.left !== null && milliseconds / MINUTE_MS > quota.left) {
    throw new ValidationError({ [field]: [overQuotaMessage(quota.left)] });
  }
  return quota;
}
