import type { AppearanceChanges, AppearanceTheme, AppearanceValuesResponse } from '@tonearm/client/contract';
import { eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { settings, themes } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { DEFAULT_SETTINGS } from '../../settings/default-settings';
import { DEFAULT_THEMES } from '../../settings/default-themes';
import { readCustomCode, saveCustomCode } from './appearance-custom-code';
import { readLandingAppearance, saveLandingAppearance } from './appearance-landing';
import { readMenuOptions, readMenus, saveMenus } from './appearance-menus';
import { readSeoTemplates, saveSeoTemplates } from './appearance-seo';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const shippedValues = (dark: boolean) =>
  DEFAULT_THEMES.find((theme) => theme.is_dark === dark)?.values ?? DEFAULT_THEMES[0]?.values ?? {};

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

async function readGroup(db: Database | Transaction, name: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return asObject(row?.value ?? DEFAULT_SETTINGS[name]);
}

async function writeGroup(tx: Transaction, name: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ name, value })
    .onConflictDoUpdate({ target: settings.name, set: { value, updated_at: new Date() } });
}

/** The branding and themes visitors get now, beside the shipped light and dark colours. */
export async function readAppearance(db: Database): Promise<AppearanceValuesResponse> {
  const [branding, stored, menus, menuOptions, seo, customCode, landing] = await Promise.all([
    readGroup(db, 'branding'),
    db.select().from(themes).orderBy(themes.id),
    readMenus(db),
    readMenuOptions(db),
    readSeoTemplates(db),
    readCustomCode(db),
    readLandingAppearance(db),
  ]);
  return {
    values: {
      branding: branding as AppearanceValuesResponse['values']['branding'],
      themes: stored.map(({ updated_at: _, ...theme }) => theme),
      menus,
      seo,
      custom_code: customCode,
      landing,
    },
    menu_options: menuOptions,
    defaults: { light: shippedValues(false), dark: shippedValues(true) },
  };
}

/**
 * Stores the editor's changes in one transaction: the branding group merged over the stored one (keys the editor
 * does not edit stay), and the theme list synced (listed themes updated, new ones created, the others deleted).
 * The `themes` setting then names the default light and dark themes by id, so the `be-active-theme` choices
 * `light`, `dark` and `system` keep finding them, and a cookie naming a deleted theme falls back to the default.
 */
export async function saveAppearance(db: Database, changes: AppearanceChanges): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.branding) {
      await writeGroup(tx, 'branding', { ...(await readGroup(tx, 'branding')), ...changes.branding });
    }
    if (changes.themes) await syncThemes(tx, changes.themes);
    if (changes.menus) await saveMenus(tx, changes.menus);
    if (changes.seo) await saveSeoTemplates(tx, changes.seo);
    if (changes.custom_code) await saveCustomCode(tx, changes.custom_code);
    if (changes.landing) await saveLandingAppearance(tx, changes.landing);
  });
}

async function syncThemes(tx: Transaction, listed: AppearanceTheme[]): Promise<void> {
  const keptIds = listed.flatMap((theme) => (theme.id == null ? [] : [theme.id]));
  const existing = keptIds.length
    ? await tx.select({ id: themes.id }).from(themes).where(inArray(themes.id, keptIds))
    : [];
  const known = new Set(existing.map((row) => row.id));
  const unknown = listed.findIndex((theme) => theme.id != null && !known.has(theme.id));
  if (unknown !== -1) {
    throw new ValidationError({ [`changes.themes.${unknown}.id`]: ['There is no theme with this id.'] });
  }
  await (keptIds.length ? tx.delete(themes).where(notInArray(themes.id, keptIds)) : tx.delete(themes));

  const ids: number[] = [];
  for (const { id, ...theme } of listed) {
    const row = { ...theme, values: theme.values as Record<string, string>, updated_at: new Date() };
    if (id == null) {
      const [created] = await tx.insert(themes).values(row).returning({ id: themes.id });
      if (!created) throw new Error('The theme was not created');
      ids.push(created.id);
    } else {
      await tx.update(themes).set(row).where(eq(themes.id, id));
      ids.push(id);
    }
  }
  const idOf = (flag: 'default_light' | 'default_dark') => {
    const index = listed.findIndex((theme) => theme[flag]);
    return index === -1 ? null : (ids[index] ?? null);
  };
  const stored = await readGroup(tx, 'themes');
  const defaultLight = idOf('default_light');
  const defaultDark = idOf('default_dark');
  const defaultId = ids.includes(Number(stored.default_id))
    ? stored.default_id
    : (defaultLight ?? ids[0] ?? null);
  await writeGroup(tx, 'themes', {
    ...stored,
    default_id: defaultId,
    default_light: defaultLight,
    default_dark: defaultDark,
  });
}
