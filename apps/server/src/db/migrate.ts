import { eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from './connect';
import { migrations as allMigrations, type Migration } from './migrations';

// Any fixed number: every instance asks for the same lock so only one migrates at a time.
const MIGRATION_LOCK_ID = 7_412_903;

const schemaMigrations = pgTable('schema_migrations', {
  id: text('id').primaryKey(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Applies the migrations not yet recorded, each in its own transaction; returns the ids applied. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  await db.execute(
    sql.raw(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    ),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      const done = await tx
        .select({ id: schemaMigrations.id })
        .from(schemaMigrations)
        .where(eq(schemaMigrations.id, migration.id));
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ id: migration.id });
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
