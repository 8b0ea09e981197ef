import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { stopAfterDiskFailure } from './pglite-disk-failure';
import { migrationsFolder, ping, registerArrayQuery, type Database, type DatabaseHandle } from './client';
import { pgliteOptions } from './pglite-settings';
import { initialiseDataFolder } from './pglite-template';
import * as schema from './schema';

/**
 * Embedded PostgreSQL (PGlite, WASM) in DATA_DIR/pglite: the zero-configuration default. The folder
 * is locked for this process first: a second server on it would lose acknowledged writes. A new folder
 * starts as a copy of a ready database, and PostgreSQL runs with small buffers (decision 021).
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(path.resolve(dataDir));
  let client: PGlite;
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) initialiseDataFolder(dir);
    client = await PGlite.create(dir, pgliteOptions());
  } catch (error) {
    unlock();
    throw error;
  }
  const stoppedBy = stopAfterDiskFailure(client);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  registerArrayQuery(db, async (_name, text, values) => {
    const result = await client.query<unknown[]>(text, values, { rowMode: 'array' });
    return result.rows;
  });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db),
    stopped: () => stoppedBy()?.message ?? null,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
