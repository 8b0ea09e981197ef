import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learningPlans, planLessons } from '../../db/schema';

/**
 * The learner's active plan's stored lessons that `days` selects (all when undefined), by day in `order`: what
 * the review step, the mastery view and a completed day's unanswered questions read.
 */
export function activePlanLessons(
  db: Database,
  userId: string,
  days: (day: typeof planLessons.day) => SQL | undefined = () => undefined,
  order: 'asc' | 'desc' = 'asc',
) {
  return db
    .select({ planId: planLessons.planId, day: planLessons.day, lesson: planLessons.lesson })
    .from(planLessons)
    .innerJoin(learningPlans, eq(learningPlans.id, planLessons.planId))
    .where(and(eq(learningPlans.userId, userId), eq(learningPlans.status, 'active'), days(planLessons.day)))
    .orderBy(order === 'asc' ? asc(planLessons.day) : desc(planLessons.day));
}
