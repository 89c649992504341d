import type { Migration } from './migration';

/** Checkouts in progress, the card on file of a subscription, invoices, and the prices created at each provider. */
export const checkoutAndInvoices: Migration = {
  id: '0030_checkout_and_invoices',
  statements: [
    `CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      price_id integer NOT NULL REFERENCES prices (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('subscribe', 'payment_method')),
      gateway_name text NOT NULL,
      gateway_id text,
      status text NOT NULL CHECK (status IN ('open', 'requires_confirmation', 'completed')),
      card_brand text,
      card_last4 text,
      card_exp_month integer,
      card_exp_year integer,
      subscription_id integer REFERENCES subscriptions (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX checkout_sessions_user_id_index ON checkout_sessions (user_id)',
    'ALTER TABLE subscriptions ADD COLUMN card_brand text',
    'ALTER TABLE subscriptions ADD COLUMN card_last4 text',
    'ALTER TABLE subscriptions ADD COLUMN card_exp_month integer',
    'ALTER TABLE subscriptions ADD COLUMN card_exp_year integer',
    `CREATE TABLE invoices (
      id serial PRIMARY KEY,
      uuid text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      subscription_id integer REFERENCES subscriptions (id) ON DELETE SET NULL,
      description text NOT NULL,
      amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
      currency text NOT NULL,
      paid boolean NOT NULL DEFAULT true,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX invoices_user_id_index ON invoices (user_id)',
    `CREATE TABLE gateway_prices (
      price_id integer NOT NULL REFERENCES prices (id) ON DELETE CASCADE,
      gateway_name text NOT NULL,
      gateway_price_id text NOT NULL,
      PRIMARY KEY (price_id, gateway_name)
    )`,
  ],
};
