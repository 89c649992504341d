import type { Migration } from './migration';

/** The tables whose new rows the dashboard's KPI cards count, each counted under its own name. */
export const CREATED_COUNTED_TABLES = ['users', 'tracks', 'artists', 'albums'] as const;

/** The rows of `source` counted per kind and UTC day, in key order so concurrent writers lock alike. */
const countedDaysOf = (kind: string, source: string) => `
  SELECT ${kind} AS kind, date_trunc('day', created_at, 'UTC') AS day, count(*)::int AS created
  FROM ${source} GROUP BY 2 ORDER BY 2`;

/** Counts the rows of every counted table into an empty `created_counts` (the migration's backfill). */
export const COUNT_EVERY_CREATED_ROW = `INSERT INTO created_counts (kind, day, created)
  ${CREATED_COUNTED_TABLES.map((table) => `(${countedDaysOf(`'${table}'`, table)})`).join(' UNION ALL ')}`;

/**
 * Users, tracks, artists and albums created per UTC day, kept by triggers in the transaction that writes them: the
 * KPI cards read a year from at most 366 rows a table instead of counting every row created in it. A statement
 * adds or removes its rows in one upsert; moving `created_at` (rare: an import's original date) moves the count.
 */
export const createdCounts: Migration = {
  id: '0051_created_counts',
  statements: [
    `CREATE TABLE created_counts (
      kind text NOT NULL,
      day timestamptz NOT NULL,
      created integer NOT NULL,
      PRIMARY KEY (kind, day)
    )`,
    `CREATE FUNCTION count_created_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO created_counts (kind, day, created)
      ${countedDaysOf('TG_TABLE_NAME', 'created_rows')}
      ON CONFLICT (kind, day) DO UPDATE SET created = created_counts.created + excluded.created;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION uncount_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE created_counts SET created = created_counts.created - gone.created
      FROM (${countedDaysOf('TG_TABLE_NAME', 'deleted_rows')}) gone
      WHERE created_counts.kind = gone.kind AND created_counts.day = gone.day;
      RETURN NULL;
    END $$`,
    // Per row, and only when the date changes: most updates (names, last active) pay nothing.
    `CREATE FUNCTION recount_moved_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE created_counts SET created = created - 1
      WHERE kind = TG_TABLE_NAME AND day = date_trunc('day', OLD.created_at, 'UTC');
      INSERT INTO created_counts (kind, day, created)
      VALUES (TG_TABLE_NAME, date_trunc('day', NEW.created_at, 'UTC'), 1)
      ON CONFLICT (kind, day) DO UPDATE SET created = created_counts.created + 1;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION forget_truncated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM created_counts WHERE kind = TG_TABLE_NAME;
      RETURN NULL;
    END $$`,
    ...CREATED_COUNTED_TABLES.flatMap((table) => [
      `CREATE TRIGGER ${table}_created_counted AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS created_rows FOR EACH STATEMENT EXECUTE FUNCTION count_created_rows()`,
      `CREATE TRIGGER ${table}_created_uncounted AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION uncount_deleted_rows()`,
      `CREATE TRIGGER ${table}_created_moved AFTER UPDATE OF created_at ON ${table} FOR EACH ROW
        WHEN (date_trunc('day', OLD.created_at, 'UTC') IS DISTINCT FROM date_trunc('day', NEW.created_at, 'UTC'))
        EXECUTE FUNCTION recount_moved_row()`,
      // Row and statement triggers on rows do not fire on TRUNCATE.
      `CREATE TRIGGER ${table}_created_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION forget_truncated_rows()`,
    ]),
    COUNT_EVERY_CREATED_ROW,
  ],
};
