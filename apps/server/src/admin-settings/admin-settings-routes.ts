import { liveUpdatesSettingsSchema, settingsSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import { requirePermission } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { publishLiveEvent, settingsChanged } from '../live/publish-live-event';
import { DEFAULT_SETTINGS } from '../settings/default-settings';
import { readSettings, writeSetting } from '../settings/settings-store';
import { settingsPanelRoutes } from './settings-panel-routes';

/** The settings an admin may replace: every stored group; `base_url` is the request's own origin. */
const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS);

/** The shape of each group the client reads; `live_updates` is read by code loaded after the first page. */
const SETTING_SHAPES: Record<string, z.core.$ZodType | undefined> = {
  ...settingsSchema.shape,
  live_updates: liveUpdatesSettingsSchema,
};

/** Body of `PUT settings`: top-level setting names and their new values, each replacing the stored group whole. */
export const updateSettingsPayloadSchema = z
  .record(z.string(), z.unknown())
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Give at least one setting.' })
  .superRefine((changes, context) => {
    for (const name of Object.keys(changes)) {
      if (!SETTING_NAMES.includes(name)) {
        context.addIssue({ code: 'custom', path: [name], message: `There is no setting named ${name}.` });
      } else if (changes[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: `The ${name} setting needs a value.` });
      } else {
        // A group of the wrong shape would be stored, then break every visitor's bootstrap data in the client.
        const shape = SETTING_SHAPES[name];
        const issues = shape ? (z.safeParse(shape, changes[name]).error?.issues ?? []) : [];
        for (const issue of issues) {
          context.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
        }
      }
    }
  });

/** `PUT settings` (doc 001 §6, `settings.update`): replaces setting groups and answers with every setting. */
export function adminSettingsRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.put('/settings', async (c) => {
    await requirePermission(c, services, 'settings.update');
    const changes = validate(updateSettingsPayloadSchema, await readBody(c));
    for (const [name, value] of Object.entries(changes)) await writeSetting(services.db, name, value);
    // Every open tab reloads its bootstrap data, so the change shows without a page load.
    await publishLiveEvent(services.db, settingsChanged());
    return c.json({ settings: await readSettings(services.db) });
  });
  routes.route('/', settingsPanelRoutes(services));

  return routes;
}
