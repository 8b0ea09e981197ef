import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../src/db/client';

export type Snapshot = Map<string, { rows: number; checksum: string }>;

/**
 * Counters that every request moves by design, rejected ones included: a rate limit that did not count
 * refused requests would not limit anything. They hold no learner data.
 */
const BOOKKEEPING = new Set(['rate_limits']);

/** Every table of the app's schema (public), whatever migrations other features add, less bookkeeping. */
export async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
}

/** Row count and an md5 over every row of every table, in one round trip. */
export async function snapshot(db: Database, tables: string[]): Promise<Snapshot> {
  const parts = tables.map(
    (table) => sql`select ${table}::text as name, count(*)::int as rows,
      md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${sql.identifier(table)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return new Map(
    rowsOf<{ name: string; rows: number; checksum: string }>(result).map((row) => [
      row.name,
      { rows: Number(row.rows), checksum: row.checksum },
    ]),
  );
}

/** The tables whose rows differ between two snapshots, with their row counts. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.checksum !== after.get(name)?.checksum)
    .map((name) => `${name} (${before.get(name)?.rows ?? 0} → ${after.get(name)?.rows ?? 0} rows)`);
}
