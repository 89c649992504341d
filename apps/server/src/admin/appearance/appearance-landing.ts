import {
  DEFAULT_LANDING_APPEARANCE,
  type LandingAppearance,
  landingAppearanceSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { settings } from '../../db/schema';
import { DEFAULT_SETTINGS } from '../../settings/default-settings';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

async function readHomepage(db: Database | Transaction): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'homepage'));
  return asObject(row?.value ?? DEFAULT_SETTINGS.homepage);
}

/**
 * What the landing page shows now, from `settings.homepage.appearance` (where the bootstrap data carries it to the
 * page); the shipped landing page when nothing readable is stored.
 */
export async function readLandingAppearance(db: Database | Transaction): Promise<LandingAppearance> {
  const parsed = z.safeParse(landingAppearanceSchema, (await readHomepage(db)).appearance);
  return parsed.success ? parsed.data : DEFAULT_LANDING_APPEARANCE;
}

/** Stores the landing page beside the homepage choice, which stays as it is. */
export async function saveLandingAppearance(tx: Transaction, landing: LandingAppearance): Promise<void> {
  const value = { ...(await readHomepage(tx)), appearance: landing };
  await tx
    .insert(settings)
    .values({ name: 'homepage', value })
    .onConflictDoUpdate({ target: settings.name, set: { value, updated_at: new Date() } });
}
