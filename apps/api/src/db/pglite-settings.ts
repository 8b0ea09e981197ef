import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded database (decision 021): one process serving one app, not a shared
 * server. PostgreSQL's defaults (128 MB of shared buffers, 64 MB for index builds) are memory the
 * WebAssembly heap takes once and never gives back; PGlite's start touches every shared buffer.
 * The whole database of hundreds of learners fits these buffers many times over, and the operating
 * system's file cache still holds what they do not.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'maintenance_work_mem=16MB',
  // One connection is all PGlite has; each allowed one reserves shared memory.
  'max_connections=4',
];

export function pgliteOptions(): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  };
}
