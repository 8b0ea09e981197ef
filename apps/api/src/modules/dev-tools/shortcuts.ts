import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learningPlans, lessonCompletions, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { addDays, localDateOf } from '../../lib/local-date';

const DAY_MS = 86_400_000;

/**
 * Marks the first `days` days (default: all) of the learner's active plan completed, one a day ending
 * yesterday, flagged as made with the developer tools (a certificate over them never verifies publicly).
 */
export async function completePlanDays(
  db: Database,
  user: Pick<UserRow, 'id' | 'timeZone'>,
  requested: number | undefined,
  now = Date.now(),
): Promise<{ planId: string; completedDays: number }> {
  const [plan] = await db
    .select({ id: learningPlans.id, duration: learningPlans.duration })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, user.id), eq(learningPlans.status, 'active')));
  if (!plan) throw notFound('No active plan to complete.');
  const days = Math.min(requested ?? plan.duration, plan.duration);
  const today = localDateOf(new Date(now), user.timeZone);
  const rows = Array.from({ length: days }, (_unused, index) => {
    const ago = days - index;
    return {
      planId: plan.id,
      userId: user.id,
      day: index + 1,
      localDate: addDays(today, -ago),
      completedAt: new Date(now - ago * DAY_MS),
      viaDevTools: true,
    };
  });
  if (rows.length > 0) await db.insert(lessonCompletions).values(rows).onConflictDoNothing();
  return { planId: plan.id, completedDays: days };
}

/** Ends the learner's free trial a day ago. */
export async function endTrial(db: Database, userId: string, now = Date.now()): Promise<Date> {
  const trialEndsAt = new Date(now - DAY_MS);
  await db.update(users).set({ trialEndsAt }).where(eq(users.id, userId));
  return trialEndsAt;
}
