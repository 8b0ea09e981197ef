import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { apiRoot } from '../config/package-root';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** Why the database cannot go on until the server restarts (embedded PostgreSQL after a failed write), or null. */
  stopped(): string | null;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in dataDir; applies migrations. Each
 * driver is imported only when chosen, so a server on PostgreSQL never loads PGlite and back.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return (await import('./postgres')).openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return (await import('./pglite')).openPglite(options.dataDir);
}

export async function ping(db: Pick<Database, 'execute'>): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** One statement straight on the driver, rows as arrays: no query builder or row mapping in between. */
export type ArrayQuery = (name: string, text: string, values: unknown[]) => Promise<unknown[][]>;

const arrayQueries = new WeakMap<Database, ArrayQuery>();

/** Each driver registers how it runs an ArrayQuery on its connection (postgres.ts, pglite.ts). */
export function registerArrayQuery(db: Database, query: ArrayQuery): void {
  arrayQueries.set(db, query);
}

/**
 * The driver-level query of a database opened by openDatabase, for the hot statements that skip
 * Drizzle's layers (docs/benchmarks.md, Load). Not for a transaction: it runs on the pool.
 */
export function arrayQuery(db: Database): ArrayQuery {
  const query = arrayQueries.get(db);
  if (!query) throw new Error('A driver-level query needs a database opened by openDatabase.');
  return query;
}

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A Drizzle prepared statement built once per database and named `name`: PostgreSQL parses and plans
 * it once per connection, and Drizzle no longer rebuilds its SQL text on every call (~0.1 ms each).
 */
export function prepared<Statement>(
  db: Database,
  name: string,
  build: (db: Database) => Statement,
): Statement {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, unknown>()));
  let statement = byName.get(name) as Statement | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}

/** Rows of a raw `db.execute` result; PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
