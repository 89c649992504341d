import type { Migration } from './migration';

/** The members tab of a role pages through `role_user` by role, newest first; its key starts with the user. */
export const adminRoles: Migration = {
  id: '0032_admin_roles',
  statements: ['CREATE INDEX IF NOT EXISTS role_user_role_id_index ON role_user (role_id, created_at)'],
};
