import * as z from 'zod';
import type { Database } from '../db/connect';
import { readSetting } from '../settings/settings-store';

/** The settings group that turns the stream on or off (`live_updates.enable`); tabs poll while it is off. */
export const LIVE_UPDATES_SETTING = 'live_updates';

const liveUpdatesSettingSchema = z.looseObject({ enable: z.boolean() });

/** Whether tabs may stream live updates; on unless an admin turned it off. */
export async function liveUpdatesEnabled(db: Database): Promise<boolean> {
  const stored = liveUpdatesSettingSchema.safeParse(await readSetting(db, LIVE_UPDATES_SETTING));
  return stored.success ? stored.data.enable : true;
}
