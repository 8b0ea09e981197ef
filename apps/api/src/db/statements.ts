import DataLoader from 'dataloader';
import { is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { arrayQuery, type Database } from './client';

/** What a hot statement is written as: Drizzle's sql`` or its typed query builder. */
type StatementSource = SQL | { toSQL(): { sql: string } };

/** A named statement run on the driver with its values ($1, $2 …); rows as arrays. */
export type ArrayStatement = (db: Database, values: unknown[]) => Promise<unknown[][]>;

const dialect = new PgDialect();

/**
 * A hot statement that skips Drizzle's per-query layers (decision 009): its text is compiled once by
 * Drizzle from `build` on first use, then it runs straight on the driver under `name`, so PostgreSQL
 * parses and plans it once per connection, rows as arrays. Not for a transaction: it runs on the pool.
 */
export function arrayStatement(name: string, build: (db: Database) => StatementSource): ArrayStatement {
  let text: string | undefined;
  return (db, values) => {
    if (text === undefined) {
      const source = build(db);
      text = is(source, SQL) ? dialect.sqlToQuery(source).sql : source.toSQL().sql;
    }
    return arrayQuery(db)(name, text, values);
  };
}

export interface SharedStatementOptions {
  /** The statement for one key ($1). */
  one: ArrayStatement;
  /** The same statement for several keys ($1 an array); rows carry their key in the first column. */
  many: ArrayStatement;
  /** Whether a key may be sent: one bad value in the array would fail the statement for every call in it. */
  accepts: (key: string) => boolean;
  /** Most keys one statement reads; a larger burst takes several statements (on several pool connections). */
  maxBatch: number;
}

/**
 * Concurrent calls share one statement (decision 011): every key asked for while the event loop handles
 * one round of I/O is read on the next turn (setImmediate) in one statement: a key alone on `one`, a
 * burst of N on `many` at the cost of one round trip instead of N. Nothing is cached: each call reads
 * rows from a statement that starts after it arrived. A key not accepted, or without a row, gives undefined.
 */
export function sharedStatement<Row extends unknown[]>(
  options: SharedStatementOptions,
): (db: Database, key: string) => Promise<Row | undefined> {
  const read = async (db: Database, keys: readonly string[]) => {
    const sent = [...new Set(keys.filter(options.accepts))];
    const rows =
      sent.length === 0
        ? []
        : sent.length === 1
          ? await options.one(db, sent)
          : await options.many(db, [sent]);
    const byKey = new Map((rows as Row[]).map((row) => [row[0], row]));
    return keys.map((key) => byKey.get(key));
  };
  const readers = new WeakMap<Database, DataLoader<string, Row | undefined>>();
  return (db, key) => {
    let reader = readers.get(db);
    if (!reader) {
      reader = new DataLoader((keys) => read(db, keys), {
        cache: false,
        maxBatchSize: options.maxBatch,
        batchScheduleFn: (callback) => setImmediate(callback),
      });
      readers.set(db, reader);
    }
    return reader.load(key);
  };
}
