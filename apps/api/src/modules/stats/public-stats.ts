import type { PublicStats } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { learningPlans, users } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the "last hour" window for a given moment. */
export const lastHourSince = (now: Date): Date => new Date(now.getTime() - HOUR_MS);

/**
 * The landing page's social proof, counted from real rows: people (not plans: Change Plan twice is
 * still one person) who started a plan in the last hour, and everyone who has an account.
 * One round trip, since this runs on the busiest public page.
 */
export async function countPublicStats(db: Database, now: Date): Promise<PublicStats> {
  const since = lastHourSince(now).toISOString();
  const result = await db.execute(sql`
    select
      (select count(distinct ${learningPlans.userId})::int from ${learningPlans}
        where ${learningPlans.createdAt} >= ${since}) as "plansStartedLastHour",
      (select count(*)::int from ${users}) as "learners"
  `);
  const [row] = rowsOf<PublicStats>(result);
  return {
    plansStartedLastHour: Number(row?.plansStartedLastHour ?? 0),
    learners: Number(row?.learners ?? 0),
  };
}
