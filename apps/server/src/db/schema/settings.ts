import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator settings, one row per top-level key (`registration`, `themes`, `branding`...). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets every instance must share (the key that signs XSRF tokens); never sent to clients. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Appearance themes; `values` are CSS variables, so a theme switch is a variable swap. */
export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  is_dark: boolean('is_dark').notNull().default(false),
  default_light: boolean('default_light').notNull().default(false),
  default_dark: boolean('default_dark').notNull().default(false),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
