import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect';
import { ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../roles/role-store';

/** Refuses on `name` with `message` when another row than `id` of `table` already has `name`. */
export async function requireUniqueName(
  db: Database,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
  name: string,
  id: number | null,
  message: string,
): Promise<void> {
  const sameName: SQL =
    id === null ? eq(table.name, name) : (and(eq(table.name, name), ne(table.id, id)) as SQL);
  const [taken] = await db.select({ id: table.id }).from(table).where(sameName).limit(1);
  if (taken) throw new ValidationError({ name: [message] });
}

/** Runs a write, turning the unique index's refusal (two saves racing for one name) into the same 422. */
export async function writingUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ name: [message] });
    throw error;
  }
}
