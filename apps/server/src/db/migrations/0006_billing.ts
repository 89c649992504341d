import type { Migration } from './migration';

export const billing: Migration = {
  id: '0006_billing',
  statements: [
    `CREATE TABLE products (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text,
      hidden boolean NOT NULL DEFAULT false,
      recommended boolean NOT NULL DEFAULT false,
      free boolean NOT NULL DEFAULT false,
      feature_list jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL DEFAULT 0,
      role_id integer REFERENCES roles (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE prices (
      id serial PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
      currency text NOT NULL,
      interval text NOT NULL CHECK (interval IN ('day', 'month', 'year')),
      interval_count integer NOT NULL DEFAULT 1 CHECK (interval_count > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX prices_product_id_index ON prices (product_id)',
    `CREATE TABLE subscriptions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id integer REFERENCES products (id) ON DELETE SET NULL,
      price_id integer REFERENCES prices (id) ON DELETE SET NULL,
      gateway_name text NOT NULL DEFAULT 'none',
      gateway_id text,
      status text NOT NULL,
      ends_at timestamptz,
      renews_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX subscriptions_user_id_index ON subscriptions (user_id)',
  ],
};
