import { drizzle, type NodePgClient } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, ping, registerArrayQuery, type Database, type DatabaseHandle } from './client';
import * as schema from './schema';

/** Any fixed number: the advisory lock every instance takes to migrate ('pathwise' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x7061746877697365n;

/**
 * Applies migrations under a session-level advisory lock, on one connection: instances started at
 * the same moment migrate one after the other (the later ones find nothing left to do) instead of
 * racing on CREATE SCHEMA / CREATE TABLE. The lock ends with the session if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle(client as unknown as NodePgClient), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL through a node-postgres pool. */
export async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Requests see their own errors.
  });
  // drizzle's NodePgClient type may resolve an older @types/pg than ours; the runtime object is the same Pool.
  const db = drizzle(pool as unknown as NodePgClient, { schema });
  try {
    await migrateLocked(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // A named statement: parsed and planned once per connection.
  registerArrayQuery(db, async (name, text, values) => {
    const result = await pool.query<unknown[]>({ name, text, values, rowMode: 'array' });
    return result.rows;
  });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db),
    // A lost server is reconnected to by the pool: nothing here needs a restart.
    stopped: () => null,
    close: () => pool.end(),
  };
}
