import { drizzle, type NodePgClient } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, ping, registerArrayQuery, type Database, type DatabaseHandle } from './client';
import * as schema from './schema';

/** PostgreSQL through a node-postgres pool. */
export async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Requests see their own errors.
  });
  // drizzle's NodePgClient type may resolve an older @types/pg than ours; the runtime object is the same Pool.
  const db = drizzle(pool as unknown as NodePgClient, { schema });
  await migrate(db, { migrationsFolder });
  // A named statement: parsed and planned once per connection.
  registerArrayQuery(db, async (name, text, values) => {
    const result = await pool.query<unknown[]>({ name, text, values, rowMode: 'array' });
    return result.rows;
  });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
