import type { AppearanceCustomCode } from '@tonearm/client/contract';
import type { Database } from '../../db/connect';
import { customCode } from './served-page-tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The operator's CSS and HTML; empty when none was saved. */
export async function readCustomCode(db: Database | Transaction): Promise<AppearanceCustomCode> {
  const rows = await db.select({ kind: customCode.kind, value: customCode.value }).from(customCode);
  const of = (kind: 'css' | 'html') => rows.find((row) => row.kind === kind)?.value ?? '';
  return { css: of('css'), html: of('html') };
}

export async function saveCustomCode(tx: Transaction, code: AppearanceCustomCode): Promise<void> {
  for (const kind of ['css', 'html'] as const) {
    const row = { value: code[kind], updated_at: new Date() };
    await tx
      .insert(customCode)
      .values({ kind, ...row })
      .onConflictDoUpdate({ target: customCode.kind, set: row });
  }
}
