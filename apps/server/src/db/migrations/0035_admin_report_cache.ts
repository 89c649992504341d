import type { Migration } from './migration';

/**
 * Admin reports already computed, by range and timezone, for a few minutes: a report over a year of plays reads
 * every play of that year, and an admin reopening the dashboard should not pay for it again.
 */
export const adminReportCache: Migration = {
  id: '0035_admin_report_cache',
  statements: [
    `CREATE TABLE admin_report_cache (
      key text PRIMARY KEY,
      report jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
  ],
};
