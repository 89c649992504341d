import { type AdminAds, adSettingsSchema } from '@tonearm/client/contract';
import { AD_SLOT_NAMES, type AdSlotName } from '@tonearm/client/rules';
import * as z from 'zod';
import type { Database } from '../db/connect';
import { readSetting, writeSetting } from '../settings/settings-store';

/** The `ads` setting group as the admin edits it; a group of the wrong shape reads as no ads. */
export async function readAdSettings(db: Database): Promise<AdminAds> {
  const parsed = z.safeParse(adSettingsSchema, await readSetting(db, 'ads'));
  const stored = parsed.success ? parsed.data : {};
  const ads: AdminAds = {
    disable: stored.disable === true,
    general_top: null,
    general_bottom: null,
    artist_top: null,
    artist_bottom: null,
    album_above: null,
  };
  for (const slot of AD_SLOT_NAMES) {
    const snippet = stored[slot];
    ads[slot] = typeof snippet === 'string' && snippet.trim() !== '' ? snippet : null;
  }
  return ads;
}

/** Stores the whole group; a blank snippet is stored as none, so the slot draws nothing. */
export async function writeAdSettings(db: Database, ads: AdminAds): Promise<void> {
  const group: Record<string, unknown> = { disable: ads.disable };
  for (const slot of AD_SLOT_NAMES) {
    const snippet = ads[slot];
    group[slot] = snippet && snippet.trim() !== '' ? snippet : null;
  }
  await writeSetting(db, 'ads', group);
}

/** The snippet a slot shows now: none when ads are off or the slot is empty. */
export async function shownAdSnippet(db: Database, slot: AdSlotName): Promise<string | null> {
  const ads = await readAdSettings(db);
  return ads.disable ? null : ads[slot];
}
