import type { Migration } from './migration';

/**
 * The order in which tus requests reached any instance (`tus_arrivals`), and for each upload the arrival number of
 * the latest HEAD to take its lock, so a PATCH sent before that HEAD is refused whichever instance it reached
 * (`uploads/tus-request-order.ts`). A row goes when its upload becomes an entry, or a week after its last HEAD.
 */
export const tusRequestOrder: Migration = {
  id: '0055_tus_request_order',
  statements: [
    'CREATE SEQUENCE tus_arrivals',
    `CREATE TABLE tus_upload_heads (
      upload_key text PRIMARY KEY,
      latest_head bigint NOT NULL,
      updated_at timestamptz NOT NULL
    )`,
    'CREATE INDEX tus_upload_heads_updated_at_index ON tus_upload_heads (updated_at)',
  ],
};
