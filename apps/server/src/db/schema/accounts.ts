import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A restriction on a permission: over quota when the current count reaches `value`. */
export interface PermissionRestriction {
  name: string;
  value: number | null;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    password: text('password'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    image: text('image'),
    language: text('language').notNull().default('en'),
    country: text('country'),
    timezone: text('timezone'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    banned_at: timestamp('banned_at', { withTimezone: true }),
    /** A suspension ends on its own at this time; `null` with `banned_at` set is for good. */
    banned_until: timestamp('banned_until', { withTimezone: true }),
    /** What the admin gave as the reason of the suspension, at most 250 characters. */
    ban_reason: text('ban_reason'),
    /** The latest activity of any of the user's sessions, kept by a trigger on `sessions`. */
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    two_factor_secret: text('two_factor_secret'),
    /** Sealed with the secret box, like the secret: the user may read the codes again. */
    two_factor_recovery_codes: text('two_factor_recovery_codes'),
    two_factor_confirmed_at: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** The TOTP time step of the last accepted code; older and equal steps are refused (no replay). */
    two_factor_last_used_step: integer('two_factor_last_used_step'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** The role whose permissions apply to visitors who are not logged in. */
  guests: boolean('guests').notNull().default(false),
  /** Given to every new account at registration. */
  is_default: boolean('is_default').notNull().default(false),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
  group: text('group').notNull(),
  description: text('description'),
});

export const permissionRole = pgTable(
  'permission_role',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    restrictions: jsonb('restrictions').$type<PermissionRestriction[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.permission_id] })],
);

export const roleUser = pgTable(
  'role_user',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.role_id] })],
);

/** Permissions an admin grants one user directly, beside those of the user's roles and plan. */
export const permissionUser = pgTable(
  'permission_user',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    restrictions: jsonb('restrictions').$type<PermissionRestriction[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.permission_id] })],
);

/** API tokens (Sanctum style): the plain token is `id|secret`, only the secret's SHA-256 is stored. */
export const personalAccessTokens = pgTable('personal_access_tokens', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  /** `read` and/or `write` (migration 0041); no ability reaches account security. */
  abilities: text('abilities').array().notNull().default(sql`'{read,write}'`),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
