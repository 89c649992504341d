import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { outgoingEmails } from '../db/schema';

/** The newest mail logged for `to`, as the product wrote it. */
export async function lastMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.to, to))
    .orderBy(desc(outgoingEmails.id))
    .limit(1);
  return mail ?? null;
}

export async function mailsTo(db: Database, to: string) {
  return db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to));
}
