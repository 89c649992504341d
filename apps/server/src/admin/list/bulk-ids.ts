import { ValidationError } from '../../http/errors';

/** The most rows one bulk request may name; the table selects at most a page of 100. */
export const MAX_BULK_IDS = 1000;

/** The ids of `DELETE {resource}/{id,id,…}`, each a positive integer, or a 422 that says what is wrong. */
export function readBulkIds(segment: string): number[] {
  const parts = segment.split(',').map((part) => part.trim());
  const ids = parts.map(Number);
  if (parts.length > MAX_BULK_IDS) {
    throw new ValidationError({ ids: [`At most ${MAX_BULK_IDS} rows can be changed at once.`] });
  }
  if (
    parts.some(
      (part, index) => !/^\d{1,10}$/.test(part) || !Number.isSafeInteger(ids[index]) || ids[index] === 0,
    )
  ) {
    throw new ValidationError({ ids: ['Give the rows as a comma-separated list of ids.'] });
  }
  return [...new Set(ids)];
}
