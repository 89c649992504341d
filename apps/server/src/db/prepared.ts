import type { Database } from './connect';

/**
 * A query built once per database and reused: building a large drizzle query (joins, nested selects) costs more
 * than running it on a warm PostgreSQL, and the hot ones run on every signed-in request.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
