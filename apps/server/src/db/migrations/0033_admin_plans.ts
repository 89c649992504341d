import type { Migration } from './migration';

/**
 * The admin's plan and subscription lists: a plan's and a price's subscribers are counted on every row, and the
 * subscriptions list is filtered by plan and sorted by creation over any number of rows.
 */
export const adminPlans: Migration = {
  id: '0033_admin_plans',
  statements: [
    'CREATE INDEX subscriptions_product_id_index ON subscriptions (product_id)',
    'CREATE INDEX subscriptions_price_id_index ON subscriptions (price_id)',
    'CREATE INDEX subscriptions_created_at_index ON subscriptions (created_at, id)',
  ],
};
