import type { Migration } from './migration';

/** Tables with a row per user that a signed-in request reads (its session, or a part of its account). */
const PER_USER = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['role_user', 'user_id'],
  ['permission_user', 'user_id'],
  ['personal_access_tokens', 'user_id'],
  ['social_profiles', 'user_id'],
  ['notifications', 'user_id'],
  ['subscriptions', 'user_id'],
] as const;
/** Tables whose change can reach every account: a role's permissions, a plan's role. */
const SHARED = ['roles', 'permissions', 'permission_role', 'products'] as const;

/**
 * Each instance keeps the sessions and accounts it read (`src/accounts/account-snapshots.ts`); these triggers tell
 * every instance when to drop them, with the user's id (or `*` for everyone) on the `tonearm_accounts` channel.
 * In the database rather than in the code that writes, so no write path can forget it. NOTIFY is sent at commit,
 * and repeats of one payload in a transaction are sent once, so a statement touching many rows of a user costs one.
 */
export const accountChangeNotices: Migration = {
  id: '0050_account_change_notices',
  statements: [
    `CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        PERFORM pg_notify('tonearm_accounts', '*');
      ELSE
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('tonearm_accounts', to_jsonb(OLD) ->> TG_ARGV[0]);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('tonearm_accounts', to_jsonb(NEW) ->> TG_ARGV[0]);
        END IF;
      END IF;
      RETURN NULL;
    END $$`,
    ...PER_USER.flatMap(([table, column]) => [
      `CREATE TRIGGER ${table}_account_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION notify_account_changed('${column}')`,
      // Row triggers do not fire on TRUNCATE.
      `CREATE TRIGGER ${table}_accounts_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changed()`,
    ]),
    ...SHARED.map(
      (
        table,
      ) => `CREATE TRIGGER ${table}_accounts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changed()`,
    ),
  ],
};
