import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { DEFAULT_ROLES } from '../roles/default-roles';
import { PERMISSION_CATALOGUE } from '../roles/permission-catalogue';
import { BILLING_PLANS } from '../seed/billing-plans';
import { LEGAL_PAGES } from '../seed/legal-pages';
import { seedBillingPlans } from '../seed/seed-billing-plans';
import { seedDatabase } from '../seed/seed-database';
import { seedDemoListener } from '../seed/seed-demo-listener';
import { seedLegalPages } from '../seed/seed-legal-pages';
import { DEFAULT_SETTINGS } from '../settings/default-settings';
import { DEFAULT_THEMES } from '../settings/default-themes';

const TEMPLATE_PREFIX = 'tonearm-pglite-template-';
// Creating a PGlite cluster (initdb) takes seconds; a crashed creator must not block other runs forever.
const STALE_LOCK_MS = 120_000;

/** Everything that shapes a freshly seeded database; a change makes a new template. */
function templateKey(): string {
  const shape = JSON.stringify([
    migrations,
    DEFAULT_SETTINGS,
    DEFAULT_ROLES,
    DEFAULT_THEMES,
    PERMISSION_CATALOGUE,
    seedDatabase.toString(),
    BILLING_PLANS,
    LEGAL_PAGES,
    seedBillingPlans.toString(),
    seedLegalPages.toString(),
    seedDemoListener.toString(),
  ]);
  return createHash('sha256').update(shape).digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function createTemplate(directory: string): Promise<void> {
  const database = await openDatabase({ dataDir: directory });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, {
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
    });
  } finally {
    await database.close();
  }
  await writeFile(join(directory, 'ready'), '');
}

async function removeOldTemplates(keep: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(TEMPLATE_PREFIX) && !name.startsWith(keep) && !name.endsWith('.lock')) {
      await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * Fills `dataDir` with a migrated and seeded PGlite database, copied from a template that the first test file of a
 * run creates (the others wait for it), so each test file skips PGlite's multi-second cluster creation.
 */
export async function copySeededDatabase(dataDir: string): Promise<void> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const template = join(tmpdir(), name);
  const lock = `${template}.lock`;
  while (!(await exists(join(template, 'ready')))) {
    try {
      await mkdir(lock);
    } catch {
      const locked = await stat(lock).catch(() => null);
      if (locked && Date.now() - locked.mtimeMs > STALE_LOCK_MS)
        await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!(await exists(join(template, 'ready')))) {
        await rm(template, { recursive: true, force: true });
        await createTemplate(template);
        await removeOldTemplates(name);
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  await mkdir(dataDir, { recursive: true });
  await cp(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}
