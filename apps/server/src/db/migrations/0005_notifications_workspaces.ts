import type { Migration } from './migration';

export const notificationsWorkspaces: Migration = {
  id: '0005_notifications_workspaces',
  statements: [
    `CREATE TABLE notifications (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL,
      data jsonb NOT NULL,
      read_at timestamptz,
      created_at timestamptz NOT NULL
    )`,
    'CREATE INDEX notifications_user_id_created_at_index ON notifications (user_id, created_at)',
    `CREATE TABLE notification_subscriptions (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      notif_id text NOT NULL,
      channels jsonb NOT NULL,
      PRIMARY KEY (user_id, notif_id)
    )`,
    `CREATE TABLE workspaces (
      id serial PRIMARY KEY,
      name text NOT NULL,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE workspace_members (
      workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, user_id)
    )`,
    `CREATE TABLE workspace_invites (
      id text PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      email text NOT NULL,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
