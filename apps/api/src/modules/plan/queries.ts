import type { ExperienceLevel, Lesson, PlanOutline } from '@pathwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learningPlans, lessonCompletions } from '../../db/schema';
import type { Completion } from './today';

export interface TodayRow {
  id: string;
  goal: string;
  experience: ExperienceLevel;
  duration: number;
  completions: Completion[];
  /** Stored lessons for the days "today" can be (last completed .. +2): enough for today and tomorrow. */
  lessons: Array<{ day: number; lesson: Lesson }>;
}

/** The active plan, its completions and the lessons around today in ONE round trip (hot path). */
export async function loadToday(db: Database, userId: string): Promise<TodayRow | undefined> {
  type RawRow = Omit<TodayRow, 'completions' | 'lessons'> & { completions: unknown; lessons: unknown };
  const result: unknown = await db.execute(sql`
    with plan as (
      select id, goal, experience, duration from learning_plans
      where user_id = ${userId} and status = 'active'
    ), done as (
      select c.day, c.local_date from lesson_completions c join plan on c.plan_id = plan.id
    ), last as (select coalesce(max(day), 0) as day from done)
    select plan.id, plan.goal, plan.experience, plan.duration,
      coalesce((select json_agg(json_build_object('day', day, 'localDate', local_date) order by day) from done), '[]'::json) as completions,
      coalesce((select json_agg(json_build_object('day', l.day, 'lesson', l.lesson))
        from plan_lessons l, last where l.plan_id = plan.id and l.day between last.day and last.day + 2), '[]'::json) as lessons
    from plan
  `);
  // node-postgres and PGlite both answer with { rows }.
  const row = (result as { rows: RawRow[] }).rows[0];
  if (!row) return undefined;
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    ...row,
    completions: parse<Completion[]>(row.completions),
    lessons: parse<TodayRow['lessons']>(row.lessons),
  };
}

export interface PlanRecord {
  id: string;
  userId: string;
  goal: string;
  experience: ExperienceLevel;
  duration: number;
  tracks: string[];
  outline: PlanOutline;
  sources: string[] | null;
}

export async function loadPlan(db: Database, planId: string): Promise<PlanRecord | undefined> {
  const [plan] = await db
    .select({
      id: learningPlans.id,
      userId: learningPlans.userId,
      goal: learningPlans.goal,
      experience: learningPlans.experience,
      duration: learningPlans.duration,
      tracks: learningPlans.tracks,
      outline: learningPlans.outline,
      sources: learningPlans.sources,
    })
    .from(learningPlans)
    .where(eq(learningPlans.id, planId));
  return plan;
}

export async function activePlanSummary(db: Database, userId: string) {
  const [plan] = await db
    .select({ id: learningPlans.id, goal: learningPlans.goal, duration: learningPlans.duration })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, userId), eq(learningPlans.status, 'active')));
  return plan;
}

/** Every completion of the learner (all plans: the streak survives Change Plan), flagged for the active plan. */
export async function completionHistory(db: Database, userId: string) {
  return db
    .select({
      day: lessonCompletions.day,
      localDate: lessonCompletions.localDate,
      active: sql<boolean>`${learningPlans.status} = 'active'`,
    })
    .from(lessonCompletions)
    .innerJoin(learningPlans, eq(learningPlans.id, lessonCompletions.planId))
    .where(eq(lessonCompletions.userId, userId));
}
