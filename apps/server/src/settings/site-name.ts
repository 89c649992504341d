import { brandingSettingsSchema } from '@tonearm/client/contract';
import type { Database } from '../db/connect';
import { readSetting } from './settings-store';

/** The operator's site name (`branding.site_name`), for mails and pages. */
export async function siteName(db: Database): Promise<string> {
  return brandingSettingsSchema.safeParse(await readSetting(db, 'branding')).data?.site_name ?? 'Tonearm';
}
