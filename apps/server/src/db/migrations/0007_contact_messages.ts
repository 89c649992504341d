import type { Migration } from './migration';

export const contactMessages: Migration = {
  id: '0007_contact_messages',
  statements: [
    `CREATE TABLE contact_messages (
      id serial PRIMARY KEY,
      name text NOT NULL,
      email text,
      message text NOT NULL,
      kind text NOT NULL,
      link text,
      ip_address text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
