import type { ExperienceLevel, PlanOutline } from '@pathwise/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepared, type Database } from '../../db/client';
import { arrayStatement, sharedStatement } from '../../db/statements';
import { isUuid } from '../../lib/uuid';
import { learningPlans, lessonCompletions, users, type CompletionKind, type UserRow } from '../../db/schema';
import { holdsPremium, qualified } from '../access/access';
import { storedLessons, type StoredLesson } from './stored-lessons';
import type { CompletionEntry } from './streak';
import type { Completion } from './today';

export interface TodayRow {
  id: string;
  goal: string;
  experience: ExperienceLevel;
  duration: number;
  completions: Completion[];
  /** Stored lessons for the days "today" can be (last completed .. +2): enough for today and tomorrow. */
  lessons: StoredLesson[];
}

/**
 * The active plan, its completions and which of its lessons are stored (days only: their bodies come
 * from StoredLessons) as ONE json value (null without a plan), as a scalar subquery on a user id, so
 * it rides in the same statement as the user. Every stored day is listed (at most the plan's 30) and
 * withLessons picks the ones around today: cheaper for PostgreSQL than a lateral max() to bound them.
 */
export const todayJson = (userId: SQL) => sql`(
  select json_build_object(
    'id', p.id, 'goal', p.goal, 'experience', p.experience, 'duration', p.duration,
    'completions', coalesce((select json_agg(json_build_object('day', c.day, 'localDate', c.local_date, 'dayStartedAt', c.day_started_at, 'kind', c.kind) order by c.day)
      from lesson_completions c where c.plan_id = p.id), '[]'::json),
    'lessonDays', coalesce((select json_agg(l.day) from plan_lessons l where l.plan_id = p.id), '[]'::json))
  from learning_plans p
  where p.user_id = ${userId} and p.status = 'active'
  limit 1
)`;

type RawToday = Omit<TodayRow, 'lessons'> & { lessonDays: number[] };

/** How many days past the last completed one "today" can be: today's lesson and tomorrow's. */
const LESSONS_AHEAD = 2;

/** The row with the bodies of its lessons around today (from memory once seen: one round trip in the steady state). */
export async function withLessons(db: Database, value: unknown): Promise<TodayRow | undefined> {
  if (value === null || value === undefined) return undefined;
  // node-postgres and PGlite parse json; a driver that hands back text still works.
  const { lessonDays, ...row } = (typeof value === 'string' ? JSON.parse(value) : value) as RawToday;
  const last = row.completions.reduce((max, completion) => Math.max(max, completion.day), 0);
  const around = lessonDays.filter((day) => day >= last && day <= last + LESSONS_AHEAD);
  return { ...row, lessons: await storedLessons.load(db, row.id, around) };
}

/** `select <todayJson> as today` with the user id as $1. */
const todayStatement = arrayStatement(
  'today',
  () => sql`select ${todayJson(sql`${sql.placeholder('userId')}::uuid`)} as today`,
);

/** The active plan, its completions and the lessons around today (one named statement). */
export async function loadToday(db: Database, userId: string): Promise<TodayRow | undefined> {
  const [row] = await todayStatement(db, [userId]);
  return withLessons(db, row?.[0]);
}

/** The user's columns the today call needs: the token-version check, the access rule and the local date. */
export type SessionTodayUser = Pick<UserRow, 'id' | 'tokenVersion' | 'timeZone' | 'trialEndsAt'>;

export interface SessionToday {
  user: SessionTodayUser;
  premium: boolean;
  today: TodayRow | undefined;
}

const sessionTodayColumns = {
  id: users.id,
  tokenVersion: users.tokenVersion,
  timeZone: users.timeZone,
  trialEndsAt: users.trialEndsAt,
  premium: holdsPremium(users.id),
  today: todayJson(qualified(users.id)),
};

type SessionTodayColumns = [
  id: string,
  tokenVersion: number,
  timeZone: string,
  trialEndsAt: Date | string,
  premium: boolean,
  today: unknown,
];

const sessionTodayQuery = (db: Database, where: SQL) =>
  db.select(sessionTodayColumns).from(users).where(where);

/**
 * One user on the `= $1` statement, several on the `= any($1)` one; calls that arrive together share one
 * (decision 011). A key that cannot be a user id is not sent (verifySession already refuses such a subject).
 */
const sessionTodayRows = sharedStatement<SessionTodayColumns>({
  one: arrayStatement('session_today', (db) =>
    sessionTodayQuery(db, eq(users.id, sql.placeholder('userId'))),
  ),
  many: arrayStatement('session_today_batch', (db) =>
    sessionTodayQuery(db, sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`),
  ),
  accepts: isUuid,
  maxBatch: 64,
});

/**
 * The hot path GET /plan/learning-plan/today in one statement: the user's few columns it needs (token
 * version, time zone, trial end), whether they hold premium (the access check) and today's plan data.
 * Run on the driver as a named statement with rows as arrays (Drizzle's per-query layers were ~15% of
 * the call's database work), shared by the calls that arrive together.
 */
export async function loadSessionToday(db: Database, userId: string): Promise<SessionToday | undefined> {
  const columns = await sessionTodayRows(db, userId);
  if (!columns) return undefined;
  const [id, tokenVersion, timeZone, trialEndsAt, premium, today] = columns;
  return {
    user: {
      id,
      tokenVersion,
      timeZone,
      trialEndsAt: trialEndsAt instanceof Date ? trialEndsAt : new Date(trialEndsAt),
    },
    premium: Boolean(premium),
    today: await withLessons(db, today),
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
  /** 'offline' or 'provider': which engine wrote the outline. */
  origin: string;
}

const planRecord = {
  id: learningPlans.id,
  userId: learningPlans.userId,
  goal: learningPlans.goal,
  experience: learningPlans.experience,
  duration: learningPlans.duration,
  tracks: learningPlans.tracks,
  outline: learningPlans.outline,
  sources: learningPlans.sources,
  origin: learningPlans.origin,
};

export async function loadPlan(db: Database, planId: string): Promise<PlanRecord | undefined> {
  const [plan] = await db.select(planRecord).from(learningPlans).where(eq(learningPlans.id, planId));
  return plan;
}

const activePlanStatement = (db: Database) =>
  db
    .select(planRecord)
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, sql.placeholder('userId')), eq(learningPlans.status, 'active')))
    .prepare('active_plan');

/** The learner's active plan with its outline, in one query (tutor, assistant and cross-questions ask per message). */
export async function loadActivePlan(db: Database, userId: string): Promise<PlanRecord | undefined> {
  const [plan] = await prepared(db, 'active_plan', activePlanStatement).execute({ userId });
  return plan;
}

export async function activePlanSummary(db: Database, userId: string) {
  const [plan] = await db
    .select({ id: learningPlans.id, goal: learningPlans.goal, duration: learningPlans.duration })
    .from(learningPlans)
    .where(and(eq(learningPlans.userId, userId), eq(learningPlans.status, 'active')));
  return plan;
}

const completionHistoryStatement = (db: Database) =>
  db
    .select({
      day: lessonCompletions.day,
      localDate: lessonCompletions.localDate,
      active: sql<boolean>`${learningPlans.status} = 'active'`,
    })
    .from(lessonCompletions)
    .innerJoin(learningPlans, eq(learningPlans.id, lessonCompletions.planId))
    .where(eq(lessonCompletions.userId, sql.placeholder('userId')))
    .prepare('completion_history');

/** Every completion of the learner (all plans: the streak survives Change Plan), flagged for the active plan. */
export async function completionHistory(db: Database, userId: string): Promise<CompletionEntry[]> {
  return prepared(db, 'completion_history', completionHistoryStatement).execute({ userId });
}

const completionStateStatement = (db: Database) =>
  db
    .select({
      planId: learningPlans.id,
      duration: learningPlans.duration,
      day: lessonCompletions.day,
      localDate: lessonCompletions.localDate,
      dayStartedAt: lessonCompletions.dayStartedAt,
      kind: lessonCompletions.kind,
      active: sql<boolean>`${lessonCompletions.planId} = ${learningPlans.id}`,
    })
    .from(learningPlans)
    .leftJoin(lessonCompletions, eq(lessonCompletions.userId, learningPlans.userId))
    .where(and(eq(learningPlans.userId, sql.placeholder('userId')), eq(learningPlans.status, 'active')))
    .prepare('completion_state');

/**
 * The active plan (undefined without one) and every completion of the learner flagged for it, in one
 * statement: one snapshot, so the plan and its completions always agree.
 */
export async function completionState(
  db: Database,
  userId: string,
): Promise<{
  plan: { id: string; duration: number } | undefined;
  history: Array<CompletionEntry & Completion>;
}> {
  const rows = await prepared(db, 'completion_state', completionStateStatement).execute({ userId });
  const [first] = rows;
  const history: Array<CompletionEntry & Completion> = [];
  for (const row of rows)
    if (row.day !== null && row.localDate !== null)
      history.push({
        day: row.day,
        localDate: row.localDate,
        dayStartedAt: row.dayStartedAt,
        kind: row.kind ?? 'lesson',
        active: Boolean(row.active),
      });
  return { plan: first && { id: first.planId, duration: first.duration }, history };
}

/** Stores a completion; false when the plan already has that day (a concurrent completion won). */
export async function insertCompletion(
  db: Database,
  completion: {
    planId: string;
    userId: string;
    day: number;
    localDate: string;
    completedAt: Date;
    dayStartedAt: Date;
    kind?: CompletionKind;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(lessonCompletions)
    .values(completion)
    .onConflictDoNothing()
    .returning({ day: lessonCompletions.day });
  return inserted.length > 0;
}
