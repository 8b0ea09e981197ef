import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and log-in throttle counters, shared by every instance on this database (a limit kept
 * in one process's memory is multiplied by the number of instances). One row per key, e.g.
 * `ip:login:203.0.113.7` (requests in a fixed window) or `fail:acct:asha@example.com` (failed
 * log-ins, forgotten a window after the last one). Stale rows are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limits_last_at_idx').on(table.lastAt)],
);
