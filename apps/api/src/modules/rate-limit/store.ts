import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';

const interval = (ms: number): SQL => sql`cast(${`${Math.max(0, Math.round(ms))} milliseconds`} as interval)`;
const keyList = (keys: string[]): SQL => sql.join(keys.map((key) => sql`${key}`), sql`, `);

export interface WindowHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface FailureCount {
  count: number;
  /** Milliseconds since the last failure. */
  ageMs: number;
}

/**
 * Counters in the rate_limits table, so every instance on the database enforces one limit. Each
 * write is one atomic upsert (two instances counting the same key at once both count); times are
 * the database's clock, the one clock every instance shares.
 */
export class RateLimitStore {
  private writes = 0;

  constructor(private readonly db: Database) {}

  /** Fixed window: counts one hit on key; a window that has ended starts again at 1. */
  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const ended = sql`r.window_started_at + ${interval(windowMs)} <= now()`;
    const [row] = rowsOf<{ count: number; ttl_ms: number }>(
      await this.db.execute(sql`
        insert into rate_limits as r (key, count, window_started_at, last_at) values (${key}, 1, now(), now())
        on conflict (key) do update set
          count = case when ${ended} then 1 else r.count + 1 end,
          window_started_at = case when ${ended} then now() else r.window_started_at end,
          last_at = now()
        returning r.count,
          greatest(0, extract(epoch from (r.window_started_at + ${interval(windowMs)} - now())) * 1000)::float8 as ttl_ms`),
    );
    await this.maybeSweep();
    return { count: Number(row?.count ?? 1), ttlMs: Number(row?.ttl_ms ?? windowMs) };
  }

  /** Failure counters still remembered (a failure is forgotten windowMs after the last one). */
  async failures(keys: string[], windowMs: number): Promise<Map<string, FailureCount>> {
    const rows = rowsOf<{ key: string; count: number; age_ms: number }>(
      await this.db.execute(sql`
        select key, count, (extract(epoch from (now() - last_at)) * 1000)::float8 as age_ms
        from rate_limits where key in (${keyList(keys)}) and last_at + ${interval(windowMs)} > now()`),
    );
    return new Map(rows.map((row) => [row.key, { count: Number(row.count), ageMs: Number(row.age_ms) }]));
  }

  /** Counts one failure on each key. */
  async fail(keys: string[], windowMs: number): Promise<void> {
    const rows = sql.join(
      keys.map((key) => sql`(${key}, 1, now(), now())`),
      sql`, `,
    );
    await this.db.execute(sql`
      insert into rate_limits as r (key, count, window_started_at, last_at) values ${rows}
      on conflict (key) do update set
        count = case when r.last_at + ${interval(windowMs)} <= now() then 1 else r.count + 1 end,
        last_at = now()`);
    await this.maybeSweep();
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key in (${keyList(keys)})`);
  }

  /** Now and then, rows nobody has touched for a day go (every window is far shorter). */
  private async maybeSweep(): Promise<void> {
    this.writes += 1;
    if (this.writes % 500 !== 0) return;
    await this.db.execute(sql`delete from rate_limits where last_at < now() - interval '1 day'`);
  }
}
