import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learningPlans, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';

export const UNKNOWN_PLAN_MESSAGE = 'We could not find that plan.';
export const NOT_YOUR_PLAN_MESSAGE = 'You can only resume your own plans.';
export const ALREADY_ACTIVE_MESSAGE = 'This plan is already your current plan.';

/**
 * Called inside the transaction that makes a plan active (a new one, or an archived one resumed), with
 * the plan's goal. The plans plugin passes the reminders' `followCourseTopic`, so this module does not
 * import the reminders (which read the plan's progress).
 */
export type ActivePlanChanged = (tx: Database, userId: string, goal: string, now: Date) => Promise<void>;

export interface PlanHistoryRow {
  id: string;
  goal: string;
  experience: 'Beginner' | 'Intermediate' | 'Advanced';
  status: 'active' | 'archived';
  tracks: string[];
  origin: string;
  createdAt: Date;
  archivedAt: Date | null;
  duration: number;
  completedDays: number;
  certificateId: string | null;
}

/** Every plan of the learner, newest first, with its completed day count and certificate (one statement). */
export function planHistory(db: Database, userId: string): Promise<PlanHistoryRow[]> {
  return db
    .select({
      id: learningPlans.id,
      goal: learningPlans.goal,
      experience: learningPlans.experience,
      status: learningPlans.status,
      tracks: learningPlans.tracks,
      origin: learningPlans.origin,
      createdAt: learningPlans.createdAt,
      archivedAt: learningPlans.archivedAt,
      duration: learningPlans.duration,
      // Subqueries written out: Drizzle leaves a column unqualified inside a subquery of the same select.
      completedDays: sql<number>`(select count(distinct c.day)::int from lesson_completions c
        where c.plan_id = learning_plans.id)`.mapWith(Number),
      certificateId: sql<
        string | null
      >`(select k.id from certificates k where k.plan_id = learning_plans.id)`,
    })
    .from(learningPlans)
    .where(eq(learningPlans.userId, userId))
    .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id));
}

/**
 * Makes an archived plan the active one again, in one transaction: the learner's row is locked (as
 * Change Plan does, so two switches run one after the other), the current plan is archived FIRST and
 * only then the chosen one activated, so the partial unique index never sees two active plans and no
 * moment has none. Completions belong to the plan, so its progress comes back as it was.
 */
export async function resumePlan(
  db: Database,
  userId: string,
  planId: string,
  activePlanChanged: ActivePlanChanged,
  now = new Date(),
): Promise<{ id: string; goal: string }> {
  if (!isUuid(planId)) throw notFound(UNKNOWN_PLAN_MESSAGE);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const [plan] = await tx
      .select({
        id: learningPlans.id,
        userId: learningPlans.userId,
        goal: learningPlans.goal,
        status: learningPlans.status,
      })
      .from(learningPlans)
      .where(eq(learningPlans.id, planId));
    if (!plan) throw notFound(UNKNOWN_PLAN_MESSAGE);
    if (plan.userId !== userId) throw forbidden(NOT_YOUR_PLAN_MESSAGE);
    if (plan.status === 'active') throw conflict(ALREADY_ACTIVE_MESSAGE);
    await tx
      .update(learningPlans)
      .set({ status: 'archived', archivedAt: now })
      .where(and(eq(learningPlans.userId, userId), eq(learningPlans.status, 'active')));
    await tx
      .update(learningPlans)
      .set({ status: 'active', archivedAt: null, resumedAt: now })
      .where(eq(learningPlans.id, plan.id));
    // The tutor's chat starts afresh from resumedAt, and the reminders name the plan the learner is on again.
    await activePlanChanged(tx, userId, plan.goal, now);
    return { id: plan.id, goal: plan.goal };
  });
}
