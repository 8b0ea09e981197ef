/**
 * Creates an embedded database (initdb and the app's migrations) in the folder given, then exits. Run as a
 * child process by pglite-template.ts: PGlite's initdb costs far more memory than a running database.
 *
 *   node --import tsx src/db/pglite-create.ts <folder>
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import { pgliteOptions } from './pglite-settings';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-create.ts <folder>');
const client = await PGlite.create(dir, pgliteOptions());
await migrate(drizzle(client), { migrationsFolder });
await client.close();
