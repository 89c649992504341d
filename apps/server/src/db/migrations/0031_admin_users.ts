import type { Migration } from './migration';

/**
 * What the admin's users area needs: a suspension's end and reason, each user's last activity, per-user permission
 * grants, and the indexes that keep a filtered, sorted page of 100,000 users fast.
 */
export const adminUsers: Migration = {
  id: '0031_admin_users',
  statements: [
    'ALTER TABLE users ADD COLUMN banned_until timestamptz',
    'ALTER TABLE users ADD COLUMN ban_reason text CHECK (char_length(ban_reason) <= 250)',
    'ALTER TABLE users ADD COLUMN last_active_at timestamptz',
    `CREATE TABLE permission_user (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      permission_id integer NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
      restrictions jsonb NOT NULL DEFAULT '[]'::jsonb,
      PRIMARY KEY (user_id, permission_id)
    )`,
    // A session records its activity at most once a minute; the user's latest activity follows it here, so the
    // list sorts by one indexed column instead of a maximum over every session.
    `CREATE FUNCTION record_user_activity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE users SET last_active_at = NEW.last_active
        WHERE id = NEW.user_id AND (last_active_at IS NULL OR last_active_at < NEW.last_active);
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER sessions_record_user_activity AFTER INSERT OR UPDATE OF last_active ON sessions
      FOR EACH ROW EXECUTE FUNCTION record_user_activity()`,
    'UPDATE users SET last_active_at = (SELECT max(last_active) FROM sessions WHERE sessions.user_id = users.id)',
    // The sorts of the list, each with the id as its tie-breaker, and the filters that are not on a sorted column.
    'CREATE INDEX users_created_at_id_index ON users (created_at, id)',
    "CREATE INDEX users_last_active_id_index ON users ((coalesce(last_active_at, '-infinity'::timestamptz)), id)",
    'CREATE INDEX users_email_id_index ON users (email, id)',
    `CREATE INDEX users_name_id_index ON users
      ((lower(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')))), id)`,
    'CREATE INDEX users_banned_at_index ON users (banned_at) WHERE banned_at IS NOT NULL',
    'CREATE INDEX role_user_role_id_index ON role_user (role_id, user_id)',
  ],
};
