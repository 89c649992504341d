import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { settings, type themes } from '../db/schema';

export type ThemeRecord = typeof themes.$inferSelect;

/** Every stored setting, keyed by its top-level name. */
export async function readSettings(db: Database): Promise<Record<string, unknown>> {
  const rows = await db.select({ name: settings.name, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

export async function readSetting(db: Database, name: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return row?.value;
}

export async function writeSetting(db: Database, name: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ name, value })
    .onConflictDoUpdate({ target: settings.name, set: { value, updated_at: new Date() } });
}
