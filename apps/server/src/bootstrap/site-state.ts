import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedPerDatabase } from '../db/prepared';
import { qualified as q } from '../db/qualified';
import { roles, settings, themes } from '../db/schema';
import { permissionsJson, type RoleWithPermissions } from '../roles/role-permissions';
import type { ThemeRecord } from '../settings/settings-store';

/** A theme as the bootstrap data sends it. */
export type BootstrapTheme = Omit<ThemeRecord, 'updated_at'>;

/** What the bootstrap data holds about the site rather than the visitor. */
export interface SiteState {
  /** Every stored setting, keyed by its top-level name. */
  settings: Record<string, unknown>;
  themes: BootstrapTheme[];
  /** The role whose permissions apply to visitors who are not logged in, if the site has one. */
  guestRole: RoleWithPermissions | null;
}

/**
 * Settings, themes and the guest role in one statement, read afresh for every page: nothing is kept between
 * requests, so a change made through any instance shows on the next page of every instance.
 */
const siteStateQuery = preparedPerDatabase((db) =>
  db
    .select({
      settings: sql<Record<string, unknown>>`(select coalesce(json_object_agg(${q(settings.name)},
        ${q(settings.value)}), '{}'::json) from ${settings})`,
      themes: sql<BootstrapTheme[]>`(select coalesce(json_agg(json_build_object('id', ${q(themes.id)},
        'name', ${q(themes.name)}, 'is_dark', ${q(themes.is_dark)}, 'default_light', ${q(themes.default_light)},
        'default_dark', ${q(themes.default_dark)}, 'values', ${q(themes.values)}) order by ${q(themes.id)}),
        '[]'::json) from ${themes})`,
      guestRole: sql<RoleWithPermissions | null>`(select json_build_object('id', ${q(roles.id)},
        'name', ${q(roles.name)}, 'permissions', ${permissionsJson(q(roles.id))})
        from ${roles} where ${q(roles.guests)} limit 1)`,
    })
    .from(sql`(select 1) as site`)
    .prepare('site_state'),
);

export async function readSiteState(db: Database): Promise<SiteState> {
  const [row] = await siteStateQuery(db).execute();
  if (!row) throw new Error('The site state query answered no row');
  return row;
}
