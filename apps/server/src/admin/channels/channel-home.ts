import { eq } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { settings } from '../../db/schema';
import { publishLiveEvent, settingsChanged } from '../../live/publish-live-event';
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

/** Tells whether a channel is the one `/` shows: the homepage setting names it by slug or by id. */
export type HomeChannelTest = (channel: { id: number; slug: string }) => boolean;

/** How the homepage setting names its channel now (`settings.homepage.value`, doc 001 §2 "/ is home"). */
export async function homeChannelTest(db: Database | Transaction): Promise<HomeChannelTest> {
  const value = (await readHomepage(db)).value;
  const named = value === undefined || value === null ? null : String(value);
  return (channel) => named !== null && (named === channel.slug || named === String(channel.id));
}

/**
 * Makes `/` show the channel with `slug`; guests keep the page type the settings chose (a landing page still shows
 * to guests), and the landing page's appearance stays. Open tabs hear that the settings changed.
 */
export async function chooseHomeChannel(services: AppServices, slug: string): Promise<void> {
  const { db } = services;
  await db.transaction((tx) => pointHomepageAt(tx, slug, services.now()));
  await publishLiveEvent(db, settingsChanged());
}

/**
 * Writes the homepage setting so `/` shows the channel with `slug`, inside the caller's transaction; the page type
 * stays as the settings chose it. The caller tells open tabs once it has committed.
 */
export async function pointHomepageAt(tx: Transaction, slug: string, now: Date): Promise<void> {
  const value: Record<string, unknown> = { ...(await readHomepage(tx)), value: slug };
  if (value.type === undefined) value.type = 'channel';
  await tx
    .insert(settings)
    .values({ name: 'homepage', value })
    .onConflictDoUpdate({ target: settings.name, set: { value, updated_at: now } });
}

/** Keeps the homepage pointing at a channel whose slug changed. */
export async function followHomeChannelSlug(tx: Transaction, before: string, after: string): Promise<void> {
  const homepage = await readHomepage(tx);
  if (before === after || homepage.value !== before) return;
  const value = { ...homepage, value: after };
  await tx.update(settings).set({ value, updated_at: new Date() }).where(eq(settings.name, 'homepage'));
}
