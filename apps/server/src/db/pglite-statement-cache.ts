import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/** How many distinct statements stay prepared; the least recently used one is closed beyond that. */
export const PREPARED_STATEMENT_LIMIT = 500;

const { messages, serialize } = protocol;

interface ResultField {
  name: string;
  dataTypeID: number;
}

interface PreparedStatement {
  name: string;
  /** The type of each parameter, from the statement's description, to serialise the values as PGlite does. */
  parameterTypes: number[];
  /** The columns of the rows, from the same description; empty for statements that return none. */
  fields: ResultField[];
}

type Parser = (value: string, typeId: number) => unknown;

// Commands whose completion tag counts the rows they changed (PGlite's `affectedRows`).
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * Makes `client.query` (and the queries of its transactions) keep each distinct statement prepared under a name,
 * so a statement is parsed and planned once rather than on every call. PGlite's own `query` sends an unnamed
 * Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the WASM PostgreSQL, and the parse
 * and plan are most of the cost of a small query; a prepared statement takes one call (Bind, Execute, Sync).
 * PostgreSQL itself invalidates a prepared plan when a table it reads changes shape.
 */
export function cacheStatements(client: PGlite, limit = PREPARED_STATEMENT_LIMIT): void {
  const statements = new Map<string, PreparedStatement>();
  let counter = 0;
  const uncachedQuery = client.query.bind(client);
  const uncachedTransaction = client.transaction.bind(client);

  async function prepare(text: string, types: number[] | undefined): Promise<PreparedStatement> {
    const key = types ? `${types.join(',')}\u0000${text}` : text;
    const known = statements.get(key);
    if (known) {
      // Map order is insertion order: moving the hit to the end keeps the least recently used one first.
      statements.delete(key);
      statements.set(key, known);
      return known;
    }
    const name = `tonearm_${++counter}`;
    const description = await client.execProtocolStream(
      concat([
        serialize.parse({ name, text, ...(types ? { types } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rows = description.find((message) => message instanceof messages.RowDescriptionMessage);
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(description),
      fields: rows ? rows.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) : [],
    };
    statements.set(key, statement);
    if (statements.size > limit) {
      const [oldestKey, oldest] = statements.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) {
        statements.delete(oldestKey);
        await client.execProtocolStream(
          concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
          { syncToFs: false },
        );
      }
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await prepare(text, options?.paramTypes);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const answer = await client.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return readResult<T>(statement.fields, answer, options);
  }

  /**
   * The rows as PGlite's `parseResults` makes them, with each column's parser looked up once per query: that
   * function merges the caller's parsers into PGlite's whole table on every call, which costs more than the rows.
   */
  function readResult<T>(fields: ResultField[], answer: BackendMessage[], options: QueryOptions | undefined) {
    const parsers = fields.map(
      ({ dataTypeID }): Parser | undefined =>
        options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID] ?? types.parsers[dataTypeID],
    );
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of answer) {
      if (message instanceof messages.DataRowMessage) {
        const values = message.fields.map((value, index) => {
          const parser = parsers[index];
          const type = fields[index]?.dataTypeID ?? 0;
          return value === null ? null : parser ? parser(value, type) : value;
        });
        rows.push(
          asArrays ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message instanceof messages.CommandCompleteMessage) {
        const words = message.text.split(' ');
        const count = Number.parseInt(words.at(-1) ?? '', 10);
        command = words[0];
        if (!Number.isNaN(count)) rowCount = count;
        if (COUNTED_COMMANDS.has(command ?? '') && !Number.isNaN(count)) affectedRows += count;
      }
    }
    return {
      rows,
      fields,
      affectedRows,
      ...(command === undefined ? {} : { command }),
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }

  // Blobs (COPY through /dev/blob) and notice callbacks need PGlite's own handling.
  const cacheable = (options: QueryOptions | undefined) => !options?.blob && !options?.onNotice;

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!cacheable(options)) return uncachedQuery<T>(text, params, options);
    // As PGlite's own query: wait for any transaction, then have the database to ourselves.
    const result = await client._runExclusiveTransaction(() =>
      client.runExclusive(() => run<T>(text, params, options)),
    );
    await client.syncToFs();
    return result;
  };

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    uncachedTransaction((tx) => {
      const query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!cacheable(options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        // The transaction already holds the transaction lock; each statement takes the query lock, as PGlite's do.
        return client.runExclusive(() => run<R>(text, params, options));
      };
      return callback(Object.assign(Object.create(tx) as Transaction, { query }));
    });
}
